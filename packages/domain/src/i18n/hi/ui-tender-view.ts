import type { itemsEditorText, tenderViewText } from '../../ui/tender-view';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/tender-view.ts`: the read-only tender (decision 061). */
export const hiUiTenderView = {
  'ui.tenderView.information': 'निविदा की जानकारी',
  'ui.tenderView.buyingUnit': 'क्रय इकाई',
  'ui.tenderView.bidding': 'बोली',
  'ui.tenderView.items': 'मदें',
  'ui.tenderView.noItems': 'कोई मद नहीं',
  'ui.tenderView.itemsScroll': 'मदों की तालिका, बगल में स्क्रॉल होती है',
  'ui.tenderView.attachments': 'संलग्नक',
  'ui.tenderView.noFile': 'कोई फ़ाइल नहीं',
  'ui.tenderView.downloadFile': 'फ़ाइल {0} डाउनलोड करें',
  'ui.tenderView.viewFile': 'फ़ाइल {0} देखें',
} satisfies TranslationsOf<typeof tenderViewText, 'ui.tenderView'>;

/** Hindi for the items editor of tenders and purchase requests (`ui/tender-view.ts`). */
export const hiUiItemsEditor = {
  'ui.itemsEditor.cell': '{0}, मद {1}',
  'ui.itemsEditor.removeItem': 'मद {0} हटाएँ',
  'ui.itemsEditor.remove': 'हटाएँ',
  'ui.itemsEditor.items': 'मदें',
  'ui.itemsEditor.item': 'मद {0}',
  'ui.itemsEditor.addItem': 'मद जोड़ें',
} satisfies TranslationsOf<typeof itemsEditorText, 'ui.itemsEditor'>;
