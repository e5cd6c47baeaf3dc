import type { companyProfileText } from '../../ui/company-profile';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/company-profile.ts`, the supplier's Company Profile (decision 061). */
export const hiUiCompanyProfile = {
  'ui.companyProfile.title': 'कंपनी प्रोफ़ाइल',
  'ui.companyProfile.description': 'आपका पंजीकरण, जैसा क्रय करने वाला संगठन उसे देखता है।',
  'ui.companyProfile.previous': 'पिछला',
  'ui.companyProfile.next': 'अगला',
  'ui.companyProfile.complete': 'पूर्ण करें',
  'ui.companyProfile.status': 'स्थिति',
  'ui.companyProfile.validThrough': '{0}: {1} तक वैध',
  'ui.companyProfile.uploadInMyDocuments': 'मेरे दस्तावेज़ में अपलोड करें',
  'ui.companyProfile.tax.title': 'कर विवरण',
  'ui.companyProfile.tax.edit': 'कर विवरण संपादित करें',
  'ui.companyProfile.tax.completeTitle': 'अपना कर विवरण पूरा करें',
  'ui.companyProfile.tax.sameState': 'आपका पता {0} में है: GSTIN उसी राज्य में पंजीकृत होना चाहिए।',
  'ui.companyProfile.tax.cancel': 'रद्द करें',
  'ui.companyProfile.tax.save': 'कर विवरण सहेजें',
  'ui.companyProfile.tax.saveFailed': 'कर विवरण सहेजे नहीं जा सके।',
} satisfies TranslationsOf<typeof companyProfileText, 'ui.companyProfile'>;
