import type { taxIdentityText } from '../../gst';
import type { logoText } from '../../organisation-logo';
import { LOGO_MAX_PIXELS, LOGO_MAX_SIZE_LABEL, LOGO_MIN_PIXELS } from '../../organisation-logo';
import type { TranslationsOf } from '../catalogue';
import { INTL_LOCALE } from '../locale';

const pixels = (n: number) => new Intl.NumberFormat(INTL_LOCALE.hi).format(n);

/** Hindi for `logoText` (organisation-logo.ts) and `taxIdentityText` (gst.ts) (decision 061). */
export const hiLogoAndTaxIdentity = {
  'logo.field': 'लोगो',
  'logo.missing': 'लोगो के लिए PNG या JPEG छवि चुनें।',
  'logo.tooLarge': `लोगो का आकार अधिकतम ${LOGO_MAX_SIZE_LABEL} हो सकता है।`,
  'logo.notAnImage': 'लोगो PNG या JPEG छवि होना चाहिए।',
  'logo.typeMismatch': 'लोगो की सामग्री उसके प्रकार से मेल नहीं खाती: मूल PNG या JPEG फ़ाइल ही अपलोड करें।',
  'logo.unreadable': 'लोगो की छवि पढ़ी नहीं जा सकी: इसे फिर से PNG या JPEG के रूप में सहेजें और वही फ़ाइल अपलोड करें।',
  'logo.dimensions': `लोगो की प्रत्येक भुजा ${pixels(LOGO_MIN_PIXELS)} से ${pixels(LOGO_MAX_PIXELS)} पिक्सेल के बीच होनी चाहिए।`,
  'logo.notMultipart': 'लोगो को multipart/form-data के रूप में, "logo" नाम के फ़ाइल फ़ील्ड में भेजें।',
  'logo.unreadableUpload': 'अपलोड पढ़ा नहीं जा सका। पुनः प्रयास करें।',
  'logo.saved': 'लोगो सहेजा गया।',
  'logo.removed': 'लोगो हटाया गया।',
  'logo.none': 'संगठन का कोई लोगो नहीं है।',

  'taxIdentity.gstinLength': 'GSTIN में 15 वर्ण होते हैं, उदाहरण के लिए 27AAPFU0939F1ZV।',
  'taxIdentity.gstinCharacters': 'GSTIN में केवल A–Z अक्षर और 0–9 अंक होते हैं।',
  'taxIdentity.gstinState': 'GSTIN "{0}" से शुरू होता है, जो GST राज्य कोड (01–38 या 97) नहीं है: पहले दो अंक जाँचें।',
  'taxIdentity.gstinPan': 'GSTIN के वर्ण 3–12 PAN होने चाहिए (5 अक्षर, 4 अंक, 1 अक्षर)।',
  'taxIdentity.gstinEntity': 'GSTIN का 13वाँ वर्ण (PAN के अंतर्गत पंजीकरण संख्या) 1–9 या A–Z होना चाहिए।',
  'taxIdentity.gstinZ': 'GSTIN का 14वाँ वर्ण अक्षर Z होना चाहिए।',
  'taxIdentity.gstinCheck': 'GSTIN का अंतिम वर्ण बाकी वर्णों से मेल नहीं खाता: टाइपिंग की गलती के लिए इसे जाँचें।',
  'taxIdentity.gstinStateMismatch': 'GSTIN {0} में पंजीकृत है, लेकिन दिया गया राज्य {1} है।',
  'taxIdentity.gstinPanMismatch': 'GSTIN के भीतर का PAN (वर्ण 3–12) दिए गए PAN से भिन्न है।',
  'taxIdentity.pan': 'PAN में 10 वर्ण होते हैं: 5 अक्षर, 4 अंक और एक अक्षर, उदाहरण के लिए AAPFU0939F।',
  'taxIdentity.ifsc': 'IFSC कोड में 11 वर्ण होते हैं: बैंक के 4 अक्षर, 0, फिर 6 अक्षर या अंक, उदाहरण के लिए SBIN0001234।',
  'taxIdentity.udyam': 'उद्यम पंजीकरण संख्या UDYAM-XX-00-0000000 के रूप में होती है (राज्य के अक्षर, ज़िले के अंक, 7 अंक)।',
  'taxIdentity.hsnSac': 'HSN कोड में 4, 6 या 8 अंक होते हैं; SAC कोड में 99 से शुरू होने वाले 6 अंक होते हैं।',
  'taxIdentity.bankAccount': 'बैंक खाता संख्या में 9 से 18 अंक होते हैं।',
} satisfies TranslationsOf<typeof logoText, 'logo'> & TranslationsOf<typeof taxIdentityText, 'taxIdentity'>;
