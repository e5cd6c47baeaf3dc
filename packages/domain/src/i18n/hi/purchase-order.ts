import type { purchaseOrderMessages } from '../../purchase-order-messages';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `purchase-order-messages.ts` (decision 061): award by line and purchase orders. */
export const hiPurchaseOrder = {
  'purchaseOrder.lineAwardsSaved': 'पंक्तिवार अवार्ड सफलतापूर्वक सहेजे गए!',
  'purchaseOrder.lineAwardsCleared': 'पंक्तिवार अवार्ड हटा दिए गए।',
  'purchaseOrder.lineAwardsFailed': 'पंक्तिवार अवार्ड सहेजने में विफल।',
  'purchaseOrder.linesRequired': 'कम से कम एक मद के लिए किसी आपूर्तिकर्ता की पंक्ति चुनें।',
  'purchaseOrder.tooManyLines':
    'एक बार में अधिकतम {0, plural, one {# पंक्ति अवार्ड की जा सकती है} other {# पंक्तियाँ अवार्ड की जा सकती हैं}}।',
  'purchaseOrder.itemUnknown': 'यह मद इस निविदा का मद नहीं है।',
  'purchaseOrder.itemRepeated': 'प्रत्येक मद केवल एक बार अवार्ड किया जा सकता है।',
  'purchaseOrder.lineUnknown': 'यह पंक्ति इस मद के लिए किसी स्वीकृत आपूर्तिकर्ता की कोट की गई पंक्ति नहीं है।',
  'purchaseOrder.wholeAwardExists':
    'इस निविदा के लिए {0} का पूरा कोटेशन चुना गया है। इसके स्थान पर पंक्तिवार अवार्ड करने के लिए पुष्टि करें।',
  'purchaseOrder.lineAwardsExist':
    'यह निविदा पंक्तिवार अवार्ड की गई है। इसके स्थान पर पूरा कोटेशन अवार्ड करने के लिए पुष्टि करें (पंक्तिवार अवार्ड हटा दिए जाएँगे)।',
  'purchaseOrder.draftsExist':
    '{0, plural, one {इस निविदा का # ड्राफ़्ट क्रय आदेश हटा दिया जाएगा।} other {इस निविदा के # ड्राफ़्ट क्रय आदेश हटा दिए जाएँगे।}} अवार्ड बदलने के लिए पुष्टि करें।',
  'purchaseOrder.ordersIssued': 'इस निविदा के लिए क्रय आदेश जारी हो चुके हैं; अब अवार्ड बदला नहीं जा सकता।',
  'purchaseOrder.noLineAwards': 'कोई पंक्तिवार अवार्ड नहीं मिला।',
  'purchaseOrder.confirmClearLineAwards':
    'इस निविदा के सभी पंक्तिवार अवार्ड हटाएँ? उनके मार्जिन भी हट जाएँगे{0, plural, =0 {} one { और # ड्राफ़्ट क्रय आदेश हटा दिया जाएगा} other { और # ड्राफ़्ट क्रय आदेश हटा दिए जाएँगे}}।',
  'purchaseOrder.clearLineAwardsFailed': 'पंक्तिवार अवार्ड हटाने में विफल।',
  'purchaseOrder.confirmLineAwards': 'ये पंक्तिवार अवार्ड सहेजें?',
  'purchaseOrder.mixedSuppliers': 'कई आपूर्तिकर्ता',
  'purchaseOrder.unsavedTerms': 'आपके द्वारा लिखी गई शर्तें सहेजी नहीं गई हैं। फिर भी पृष्ठ छोड़ें?',
  'purchaseOrder.savesTermsFirst': 'आपके द्वारा लिखी गई शर्तें पहले सहेजी जाएँगी।',
  'purchaseOrder.notFound': 'क्रय आदेश नहीं मिला।',
  'purchaseOrder.nothingAwarded': 'क्रय आदेश बनाने से पहले निविदा अवार्ड करें (पूरा कोटेशन या प्रत्येक पंक्ति)।',
  'purchaseOrder.generated': '{0, plural, one {# क्रय आदेश तैयार है।} other {# क्रय आदेश तैयार हैं।}}',
  'purchaseOrder.saved': 'क्रय आदेश सफलतापूर्वक सहेजा गया!',
  'purchaseOrder.issued': 'क्रय आदेश {0} जारी किया गया।',
  'purchaseOrder.cancelled': 'क्रय आदेश रद्द किया गया।',
  'purchaseOrder.reissued': 'रद्द किए गए आदेश के स्थान पर एक नया ड्राफ़्ट बनाया गया है।',
  'purchaseOrder.acknowledged': 'क्रय आदेश की पावती दी गई। धन्यवाद!',
  'purchaseOrder.notDraft': 'केवल ड्राफ़्ट क्रय आदेश ही संपादित किया जा सकता है।',
  'purchaseOrder.notIssuable': 'केवल ड्राफ़्ट क्रय आदेश ही जारी किया जा सकता है।',
  'purchaseOrder.notCancellable': 'यह क्रय आदेश पहले ही रद्द किया जा चुका है।',
  'purchaseOrder.notAcknowledgeable': 'केवल जारी किए गए क्रय आदेश की ही पावती दी जा सकती है।',
  'purchaseOrder.notReissuable': 'केवल रद्द किया गया क्रय आदेश ही पुनः जारी किया जा सकता है।',
  'purchaseOrder.alreadyReissued': 'यह रद्द किया गया आदेश पहले ही पुनः जारी किया जा चुका है।',
  'purchaseOrder.liveOrderExists': 'इस आपूर्तिकर्ता के पास इस निविदा का एक क्रय आदेश पहले से है जो रद्द नहीं हुआ है।',
  'purchaseOrder.supplierNotAwarded': 'इस आपूर्तिकर्ता के पास अब इस निविदा की कोई अवार्ड की गई पंक्ति नहीं है।',
  'purchaseOrder.termsRequired': 'आदेश जारी करने से पहले {0} आवश्यक है।',
  'purchaseOrder.required': '{0} आवश्यक है।',
  'purchaseOrder.tooLong': '{0} में अधिकतम {1, number} वर्ण हो सकते हैं।',
  'purchaseOrder.dateInvalid': 'डिलीवरी तिथि एक मान्य तिथि (YYYY-MM-DD) होनी चाहिए।',
  'purchaseOrder.reasonRequired': 'कृपया रद्द करने का कारण बताएँ।',
  'purchaseOrder.confirmIssue':
    'यह क्रय आदेश {0} को जारी करें? जारी किए गए आदेश को संपादित नहीं किया जा सकता, केवल रद्द किया जा सकता है।',
  'purchaseOrder.confirmCancel': 'यह क्रय आदेश रद्द करें? आपूर्तिकर्ता को यह रद्द के रूप में दिखेगा।',
  'purchaseOrder.confirmAcknowledge': 'इस क्रय आदेश की पावती दें?',
  'purchaseOrder.loadFailed': 'क्रय आदेश लोड करने में विफल।',
} satisfies TranslationsOf<typeof purchaseOrderMessages, 'purchaseOrder'>;
