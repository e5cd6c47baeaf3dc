import type { orderBuyerText } from '../../ui/order-buyer';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/order-buyer.ts`, the buyer's purchase order screens (decision 061). */
export const hiUiOrderBuyer = {
  'ui.orderBuyer.listTitle': 'क्रय आदेश',
  'ui.orderBuyer.listDescription':
    'अवार्ड पाने वाले आपूर्तिकर्ताओं के आदेश: अवार्ड से ड्राफ़्ट बनता है, जारी होता है, आपूर्तिकर्ता पावती देता है।',
  'ui.orderBuyer.generate': 'आदेश बनाएँ',
  'ui.orderBuyer.generateHint':
    'निविदा के प्रत्येक अवार्ड पाने वाले आपूर्तिकर्ता के लिए एक ड्राफ़्ट आदेश। प्रत्येक आदेश पर शर्तें भरें, फिर उसे जारी करें।',
  'ui.orderBuyer.tender': 'निविदा',
  'ui.orderBuyer.loadingTenders': 'निविदाएँ लोड हो रही हैं…',
  'ui.orderBuyer.noAwardedTender': 'अभी तक कोई निविदा अवार्ड नहीं की गई',
  'ui.orderBuyer.chooseTender': 'एक निविदा चुनें',
  'ui.orderBuyer.noTenderMatches': 'कोई निविदा मेल नहीं खाती',
  'ui.orderBuyer.awardedByLine': 'पंक्तिवार अवार्ड',
  'ui.orderBuyer.awardedTo': 'अवार्ड: {0}',
  'ui.orderBuyer.orderTitle': 'क्रय आदेश',
  'ui.orderBuyer.orderDescription':
    'ड्राफ़्ट रहते हुए शर्तें संपादित की जा सकती हैं; जारी आदेश के विरुद्ध माल प्राप्त किया जाता है, उसे आंशिक प्राप्ति पर बंद किया जाता है, या रद्द करके पुनः जारी किया जाता है।',
  'ui.orderBuyer.allOrders': 'सभी क्रय आदेश',
  'ui.orderBuyer.issue': 'जारी करें',
  'ui.orderBuyer.reissue': 'पुनः जारी करें',
  'ui.orderBuyer.recordReceipt': 'प्राप्ति दर्ज करें',
  'ui.orderBuyer.closeShort': 'आंशिक बंद करें',
  'ui.orderBuyer.cancelOrder': 'आदेश रद्द करें',
  'ui.orderBuyer.replaces': 'रद्द किए गए आदेश के स्थान पर',
  'ui.orderBuyer.replacedBy': 'इसके स्थान पर बना आदेश खोलें',
  'ui.orderBuyer.closeShortTitle': 'आदेश आंशिक प्राप्ति पर बंद करें',
  'ui.orderBuyer.reason': 'कारण',
  'ui.orderBuyer.leaveTitle': 'यह आदेश छोड़ें?',
  'ui.orderBuyer.issueTitle': 'क्रय आदेश जारी करें',
  'ui.orderBuyer.cancelTitle': 'क्रय आदेश रद्द करें',
  'ui.orderBuyer.keepOrder': 'आदेश रखें',
  'ui.orderBuyer.terms': 'शर्तें',
  'ui.orderBuyer.termsHint': 'आदेश जारी करने से पहले डिलीवरी और भुगतान की शर्तें आवश्यक हैं।',
  'ui.orderBuyer.saveTerms': 'शर्तें सहेजें',
} satisfies TranslationsOf<typeof orderBuyerText, 'ui.orderBuyer'>;
