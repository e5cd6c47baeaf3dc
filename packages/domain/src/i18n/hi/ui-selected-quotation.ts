import type { selectedText } from '../../ui/selected-quotation';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/selected-quotation.ts`, /selectedQuotationView (decision 061). */
export const hiUiSelectedQuotation = {
  'ui.selectedQuotation.title': 'चयनित कोटेशन',
  'ui.selectedQuotation.description':
    'किसी निविदा का अवार्ड किया गया कोटेशन। प्रत्येक मद पर मार्जिन जोड़ें; मार्जिन GST से पहले जोड़ा जाता है।',
  'ui.selectedQuotation.noneHint': 'पहले तुलना स्क्रीन पर किसी आपूर्तिकर्ता का कोटेशन चुनें।',
  'ui.selectedQuotation.compareQuotations': 'कोटेशन की तुलना करें',
  'ui.selectedQuotation.quotedItemsHeading': 'कोट की गई मदें',
  'ui.selectedQuotation.marginHint':
    'प्रतिशत मार्जिन पंक्ति के कुल का उतना प्रतिशत जोड़ता है; निश्चित राशि वह राशि जोड़ती है। तिरछे अक्षरों वाले आँकड़े तब तक पूर्वावलोकन हैं, जब तक आप "लागू करें" नहीं दबाते।',
  'ui.selectedQuotation.notes': 'टिप्पणियाँ',
  'ui.selectedQuotation.award': 'अवार्ड',
  'ui.selectedQuotation.awardedByLineOn': 'पंक्तिवार अवार्ड {0}',
  'ui.selectedQuotation.selectedOn': 'चयनित {0}',
  'ui.selectedQuotation.purchaseOrders': 'क्रय आदेश',
  'ui.selectedQuotation.project': 'परियोजना',
  'ui.selectedQuotation.org': 'संगठन',
  'ui.selectedQuotation.supplier': 'आपूर्तिकर्ता',
  'ui.selectedQuotation.date': 'तिथि',
  'ui.selectedQuotation.marginTypes.percentage': 'प्रतिशत',
  'ui.selectedQuotation.marginTypes.fixedAmount': 'निश्चित राशि',
  'ui.selectedQuotation.marginTypeLabel': 'मार्जिन का प्रकार, पंक्ति {0}',
  'ui.selectedQuotation.marginLabel': 'मार्जिन, पंक्ति {0}',
  'ui.selectedQuotation.applyLabel': 'मार्जिन लागू करें, पंक्ति {0}',
  'ui.selectedQuotation.apply': 'लागू करें',
  'ui.selectedQuotation.columns.item': 'मद',
  'ui.selectedQuotation.columns.qty': 'मात्रा',
  'ui.selectedQuotation.columns.unitPrice': 'इकाई मूल्य',
  'ui.selectedQuotation.columns.total': 'कुल',
  'ui.selectedQuotation.columns.marginType': 'मार्जिन प्रकार',
  'ui.selectedQuotation.columns.margin': 'मार्जिन',
  'ui.selectedQuotation.columns.marginAmount': 'मार्जिन राशि',
  'ui.selectedQuotation.columns.priceWithMargin': 'मार्जिन सहित मूल्य',
  'ui.selectedQuotation.quotedItems': 'कोट की गई मदें',
  'ui.selectedQuotation.marginAmountPreview': 'मार्जिन राशि (पूर्वावलोकन)',
  'ui.selectedQuotation.quotedTotal': 'कोट किया गया कुल (GST से पहले)',
  'ui.selectedQuotation.marginTotal': 'कुल मार्जिन',
  'ui.selectedQuotation.grandTotal': 'कुल राशि',
  'ui.selectedQuotation.beforeGst': 'GST से पहले। कोट किया गया GST {0}; GST सहित कोट किया गया कुल {1}।',
  'ui.selectedQuotation.gstSplit': 'आपूर्ति के स्थान से GST: {0}; GST सहित कुल {1}।',
} satisfies TranslationsOf<typeof selectedText, 'ui.selectedQuotation'>;
