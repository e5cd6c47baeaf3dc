import type { tenderFormText } from '../../ui/tender-form';
import type { tenderFormExtrasText } from '../../ui/tender-form-extras';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/tender-form.ts`: the tender form and its file rows (decision 061). */
export const hiUiTenderForm = {
  'ui.tenderForm.newTitle': 'नई निविदा',
  'ui.tenderForm.editDraftTitle': 'ड्राफ़्ट संपादित करें',
  'ui.tenderForm.editTenderTitle': 'निविदा संपादित करें',
  'ui.tenderForm.newDescription': 'निविदा का विवरण दें, उसकी मदें सूचीबद्ध करें और कार्य का दायरा तथा RFQ संलग्न करें।',
  'ui.tenderForm.editDescription':
    'निविदा में बदलाव करें और सहेजें। संलग्न फ़ाइलें तब तक बनी रहती हैं जब तक आप उन्हें हटाते नहीं।',
  'ui.tenderForm.backToDrafts': 'ड्राफ़्ट निविदाओं पर वापस जाएँ',
  'ui.tenderForm.backToPublished': 'प्रकाशित निविदाओं पर वापस जाएँ',
  'ui.tenderForm.information': 'निविदा की जानकारी',
  'ui.tenderForm.codePlaceholder': 'उदा. RFQ-2026-014',
  'ui.tenderForm.noCategory': 'कोई श्रेणी मेल नहीं खाती',
  'ui.tenderForm.loadingCategories': 'श्रेणियाँ लोड हो रही हैं…',
  'ui.tenderForm.pickCategory': 'श्रेणी खोजें या चुनें',
  'ui.tenderForm.categoriesFailed': 'श्रेणियाँ लोड नहीं की जा सकीं। कृपया पृष्ठ फिर से लोड करें।',
  'ui.tenderForm.items': 'मदें',
  'ui.tenderForm.itemsHint':
    'HSN/SAC को छोड़कर हर फ़ील्ड आवश्यक है। मात्रा कम से कम 1, अधिकतम 2 दशमलव स्थान तक। माप इकाई: चुनें या टाइप करें।',
  'ui.tenderForm.attachments': 'संलग्नक',
  'ui.tenderForm.filesOptional': 'संपादन करते समय फ़ाइलें वैकल्पिक हैं।',
  'ui.tenderForm.filesRequired': 'कार्य के दायरे की एक फ़ाइल और RFQ की एक फ़ाइल आवश्यक है।',
  'ui.tenderForm.uploading': 'अपलोड हो रहा है… {0}%',
  'ui.tenderForm.uploadProgress': 'अपलोड की प्रगति',
  'ui.tenderForm.cancel': 'रद्द करें',
  'ui.tenderForm.save': 'सहेजें',
  'ui.tenderForm.publish': 'प्रकाशित करें',
  'ui.tenderForm.leaveTitle': 'यह निविदा छोड़ें?',
  'ui.tenderForm.leaveMessage': 'इस फ़ॉर्म में आपने जो दर्ज किया है, वह सहेजा नहीं गया है और खो जाएगा।',
  'ui.tenderForm.files.attached': 'संलग्न {0} फ़ाइलें',
  'ui.tenderForm.files.remove': 'हटाएँ',
  'ui.tenderForm.files.removeLabel': '{0} फ़ाइल {1} हटाएँ: {2}',
  'ui.tenderForm.files.row': '{0} फ़ाइल {1}',
  'ui.tenderForm.files.addMore': '{0} फ़ाइलें जोड़ें',
  'ui.tenderForm.files.placeholder': 'PDF, JPG या PNG फ़ाइल चुनें',
  'ui.tenderForm.files.hint': 'PDF, JPG, JPEG या PNG, प्रत्येक अधिकतम {0}',
  'ui.tenderForm.files.removeRow': '{0} की पंक्ति हटाएँ',
  'ui.tenderForm.files.progressOf': '{0} के अपलोड की प्रगति',
  'ui.tenderForm.files.add': '{0} फ़ाइल जोड़ें',
  'ui.tenderForm.files.limit': 'अधिकतम {0, number} फ़ाइलें',
} satisfies TranslationsOf<typeof tenderFormText, 'ui.tenderForm'>;

/** Hindi for `ui/tender-form-extras.ts`: items import, buying unit, addendum, from a purchase request. */
export const hiUiTenderFormExtras = {
  'ui.tenderFormExtras.importItems': 'मदें आयात करें',
  'ui.tenderFormExtras.importTitle': 'स्प्रेडशीट से मदें आयात करें',
  'ui.tenderFormExtras.importDescription':
    'टेम्पलेट भरें (प्रति पंक्ति एक मद: कोड, नाम, पार्ट नंबर, निर्माता, HSN/SAC, इकाई, मात्रा) और उसे XLSX या CSV के रूप में अपलोड करें। पंक्तियाँ फ़ॉर्म में आ जाएँगी; फिर निविदा को हमेशा की तरह सहेजें।',
  'ui.tenderFormExtras.importCount': '{0, plural, one {# मद} other {# मदें}} आयात करें',
  'ui.tenderFormExtras.importValidOnly': 'केवल {0, plural, one {# मान्य पंक्ति} other {# मान्य पंक्तियाँ}} आयात करें',
  'ui.tenderFormExtras.formHasItems': 'फ़ॉर्म में पहले से मदें हैं',
  'ui.tenderFormExtras.addAfter': 'फ़ॉर्म की {0, plural, one {# मद} other {# मदों}} के बाद जोड़ें',
  'ui.tenderFormExtras.replace': 'फ़ॉर्म की {0, plural, one {# मद} other {# मदों}} के स्थान पर रखें',
  'ui.tenderFormExtras.buyingUnit': 'क्रय इकाई',
  'ui.tenderFormExtras.buyingUnitHint': 'इस निविदा के आदेशों पर क्रेता के रूप में इसका पता और GSTIN दिया जाता है।',
  'ui.tenderFormExtras.defaultUnit': ' · डिफ़ॉल्ट',
  'ui.tenderFormExtras.addendum': 'शुद्धिपत्र',
  'ui.tenderFormExtras.newTender': 'नई निविदा',
  'ui.tenderFormExtras.backToRequest': 'क्रय अनुरोध पर वापस जाएँ',
  'ui.tenderFormExtras.fromRequestNote':
    '{0}: इसका शीर्षक, श्रेणी, औचित्य और मदें भर दी गई हैं। सहेजने पर निविदा और अनुरोध आपस में जुड़ जाएँगे।',
} satisfies TranslationsOf<typeof tenderFormExtrasText, 'ui.tenderFormExtras'>;
