import type { supplierActionText, supplierListText } from '../../ui/supplier-lists';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/supplier-lists.ts`: the admin's supplier lists (decision 061). */
export const hiUiSupplierList = {
  'ui.supplierList.pending.title': 'नए आपूर्तिकर्ता अनुरोध',
  'ui.supplierList.pending.description':
    'अनुमोदन की प्रतीक्षा में पंजीकरण। सक्रिय करने से पहले उसके दस्तावेज़ जाँचने के लिए अनुरोध खोलें।',
  'ui.supplierList.active.title': 'सक्रिय आपूर्तिकर्ता',
  'ui.supplierList.active.description': 'वे आपूर्तिकर्ता जो लॉग इन करके निविदाओं का उत्तर दे सकते हैं।',
  'ui.supplierList.inactive.title': 'निष्क्रिय आपूर्तिकर्ता',
  'ui.supplierList.inactive.description': 'वे आपूर्तिकर्ता जो लॉग इन नहीं कर सकते, उन्हें बताए गए कारण के साथ।',
  'ui.supplierList.sort.newest': 'नवीनतम पहले',
  'ui.supplierList.sort.oldest': 'सबसे पुराने पहले',
  'ui.supplierList.sort.companyAsc': 'कंपनी A–Z',
  'ui.supplierList.sort.companyDesc': 'कंपनी Z–A',
  'ui.supplierList.sort.emailAsc': 'ईमेल A–Z',
  'ui.supplierList.sort.emailDesc': 'ईमेल Z–A',
  'ui.supplierList.expiringLabel': 'समाप्त होने वाले दस्तावेज़',
  'ui.supplierList.anyTime': 'कभी भी',
  'ui.supplierList.withinDays': '{0, plural, one {# दिन के भीतर} other {# दिनों के भीतर}}',
  'ui.supplierList.listLabel': 'आपूर्तिकर्ता',
  'ui.supplierList.searchPlaceholder': 'कंपनी का नाम या ईमेल खोजें',
  'ui.supplierList.noneExpiring':
    'यहाँ किसी आपूर्तिकर्ता का कोई दस्तावेज़ {0, plural, one {# दिन} other {# दिनों}} के भीतर समाप्त नहीं हो रहा है।',
  'ui.supplierList.noMatch': 'कोई आपूर्तिकर्ता “{0}” से मेल नहीं खाता।',
  'ui.supplierList.columns.company': 'कंपनी',
  'ui.supplierList.columns.contact': 'संपर्क',
  'ui.supplierList.columns.email': 'ईमेल',
  'ui.supplierList.columns.category': 'श्रेणी',
  'ui.supplierList.columns.registered': 'पंजीकरण',
  'ui.supplierList.columns.reason': 'निष्क्रियता का कारण',
  'ui.supplierList.columns.actions': 'कार्रवाई',
  'ui.supplierList.since': '{0} से',
  'ui.supplierList.reason': 'कारण: {0}',
} satisfies TranslationsOf<typeof supplierListText, 'ui.supplierList'>;

/** Hindi for `ui/supplier-lists.ts`: View, Activate, Inactivate and their confirmations. */
export const hiUiSupplierActions = {
  'ui.supplierActions.view': 'देखें',
  'ui.supplierActions.viewLabel': '{0} देखें',
  'ui.supplierActions.activate': 'सक्रिय करें',
  'ui.supplierActions.inactivate': 'निष्क्रिय करें',
  'ui.supplierActions.activateTitle': 'आपूर्तिकर्ता को सक्रिय करें',
  'ui.supplierActions.inactivateRequestTitle': 'आपूर्तिकर्ता अनुरोध निष्क्रिय करें',
  'ui.supplierActions.activateConfirm': '{0} को सक्रिय करें? इसके बाद वे लॉग इन करके {1} की निविदाएँ देख सकेंगे।',
  'ui.supplierActions.theirCategory': 'अपनी श्रेणी',
  'ui.supplierActions.inactivateConfirm': '{0} का अनुरोध निष्क्रिय करें? दर्ज किया जाने वाला कारण “{1}” है।',
  'ui.supplierActions.reasonTitle': 'आपूर्तिकर्ता को निष्क्रिय करें',
  'ui.supplierActions.reasonBody':
    '{0} को साइन आउट कर दिया जाएगा और वे फिर लॉग इन नहीं कर सकेंगे। प्रयास करने पर उन्हें यह कारण दिखाई देगा।',
  'ui.supplierActions.reasonLabel': 'निष्क्रिय करने का कारण',
  'ui.supplierActions.reasonPlaceholder': 'उदाहरण: व्यापार लाइसेंस की वैधता 31 मार्च को समाप्त हो गई',
  'ui.supplierActions.cancel': 'रद्द करें',
} satisfies TranslationsOf<typeof supplierActionText, 'ui.supplierActions'>;
