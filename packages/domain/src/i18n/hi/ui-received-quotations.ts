import type { receivedText } from '../../ui/received-quotations';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/received-quotations.ts`, /quotationReceived and its View dialog (decision 061). */
export const hiUiReceived = {
  'ui.received.title': 'प्राप्त कोटेशन',
  'ui.received.description': 'स्वीकृत आपूर्तिकर्ताओं के कोटेशन, नवीनतम पहले। कुल राशि में GST शामिल है।',
  'ui.received.label': 'प्राप्त कोटेशन',
  'ui.received.searchPlaceholder': 'परियोजना, संगठन या आपूर्तिकर्ता खोजें',
  'ui.received.noMatch': '“{0}” से कोई कोटेशन मेल नहीं खाता।',
  'ui.received.sort.newest': 'नवीनतम पहले',
  'ui.received.sort.oldest': 'सबसे पुराने पहले',
  'ui.received.columns.project': 'परियोजना',
  'ui.received.columns.organisation': 'संगठन',
  'ui.received.columns.supplier': 'आपूर्तिकर्ता',
  'ui.received.columns.submitted': 'जमा किया गया',
  'ui.received.columns.totalWithGst': 'GST सहित कुल',
  'ui.received.columns.status': 'स्थिति',
  'ui.received.columns.view': 'देखें',
  'ui.received.selected': 'चयनित',
  'ui.received.revised': 'संशोधित',
  'ui.received.view': 'देखें',
  'ui.received.viewLabel': 'कोटेशन देखें: {0}, {1}',
  'ui.received.quotation': 'कोटेशन',
  'ui.received.project': 'परियोजना',
  'ui.received.organisation': 'संगठन',
  'ui.received.submitted': 'जमा किया गया',
  'ui.received.approved': 'स्वीकृत',
  'ui.received.quotedItems': 'कोट की गई मदें',
  'ui.received.notes': 'टिप्पणियाँ',
  'ui.received.close': 'बंद करें',
} satisfies TranslationsOf<typeof receivedText, 'ui.received'>;
