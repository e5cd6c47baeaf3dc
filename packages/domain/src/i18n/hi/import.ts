import type { importMessages } from '../../import-messages';
import { MAX_TENDER_ITEMS } from '../../tender-rules';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `import-messages.ts` (decision 061). */
export const hiImport = {
  'import.items.unknownUnit': '“{0}” पोर्टल की माप इकाइयों में से नहीं है: टेम्पलेट की सूची में से एक चुनें (कोड या नाम)।',
  'import.items.tooManyForTender': `एक निविदा में अधिकतम ${MAX_TENDER_ITEMS} मदें हो सकती हैं: {0, plural, =0 {और कोई पंक्ति नहीं जोड़ी जा सकती} one {केवल # और पंक्ति जोड़ी जा सकती है} other {केवल # और पंक्तियाँ जोड़ी जा सकती हैं}}; फ़ाइल को विभाजित करें या “बदलें” चुनें।`,
  'import.suppliers.statusInvalid': 'आयात किए गए आपूर्तिकर्ताओं की स्थिति चुनें: लंबित या सक्रिय।',
  'import.suppliers.modeInvalid': 'चुनें कि फ़ाइल का पूर्वावलोकन करना है या उसे आयात करना है।',
  'import.suppliers.emailTwice': 'यही ईमेल इस फ़ाइल की पंक्ति {0} में भी है।',
  'import.suppliers.gstinTwice': 'यही GSTIN इस फ़ाइल की पंक्ति {0} में भी है।',
  'import.suppliers.emailTaken': 'इस ईमेल से एक खाता पहले से मौजूद है।',
  'import.suppliers.gstinTaken': 'इस GSTIN वाला आपूर्तिकर्ता पहले से मौजूद है।',
  'import.suppliers.categoryNotFound': '“{0}” नाम की कोई श्रेणी नहीं है।',
  'import.suppliers.subCategoryNotFound': 'श्रेणी “{1}” में “{0}” नाम की कोई उप-श्रेणी नहीं है।',
  'import.suppliers.registrationInvalid': 'Registered, Composition या Unregistered लिखें।',
  'import.suppliers.previewed':
    '{0, plural, one {# पंक्ति आयात की जा सकती है} other {# पंक्तियाँ आयात की जा सकती हैं}}; {1, number} में समस्याएँ हैं।',
  'import.suppliers.imported':
    '{0, plural, one {# आपूर्तिकर्ता आयात किया गया।} other {# आपूर्तिकर्ता आयात किए गए।}}',
  'import.suppliers.emailed': 'प्रत्येक को पासवर्ड सेट करने का लिंक ईमेल किया गया।',
  'import.suppliers.notEmailed':
    'यह पोर्टल ईमेल नहीं भेजता, इसलिए पासवर्ड सेट करने का कोई लिंक नहीं भेजा गया: ईमेल कॉन्फ़िगर होने के बाद आपूर्तिकर्ता "पासवर्ड भूल गए" का उपयोग कर सकते हैं।',
  'import.suppliers.notImported':
    '{0, plural, one {# पंक्ति आयात नहीं की गई} other {# पंक्तियाँ आयात नहीं की गईं}}: नीचे देखें।',
} satisfies TranslationsOf<typeof importMessages, 'import'>;
