import type { lineAwardText } from '../../ui/line-award';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/line-award.ts`, "Award by line" (decision 061). */
export const hiUiLineAward = {
  'ui.lineAward.title': 'पंक्तिवार अवार्ड',
  'ui.lineAward.hint':
    'प्रत्येक मद किसी एक आपूर्तिकर्ता की कोट की गई पंक्ति को दें। अवार्ड पाने वाले प्रत्येक आपूर्तिकर्ता का अपना क्रय आदेश बनता है।',
  'ui.lineAward.awardFor': '{0} का अवार्ड',
  'ui.lineAward.notAwarded': 'अवार्ड नहीं किया गया',
  'ui.lineAward.option': '{0} · {1} / इकाई',
  'ui.lineAward.lowestOption': '{0} (न्यूनतम)',
  'ui.lineAward.itemsToAward': 'अवार्ड की जाने वाली मदें',
  'ui.lineAward.clear': 'पंक्तिवार अवार्ड हटाएँ',
  'ui.lineAward.preselectLowest': 'न्यूनतम पहले से चुनें',
  'ui.lineAward.save': 'पंक्तिवार अवार्ड सहेजें',
  'ui.lineAward.changeAward': 'अवार्ड बदलें',
  'ui.lineAward.saveConfirm': 'सहेजें',
  'ui.lineAward.clearConfirm': 'हटाएँ',
  'ui.lineAward.awardedByLine': 'पंक्तिवार अवार्ड किया गया',
  'ui.lineAward.wholeAwarded': 'पूरा कोटेशन अवार्ड किया गया',
  'ui.lineAward.awardedSuppliers': 'अवार्ड पाने वाले आपूर्तिकर्ता',
  'ui.lineAward.awardedSuppliersRegion': 'अवार्ड पाने वाले आपूर्तिकर्ता, बगल में स्क्रॉल होता है',
  'ui.lineAward.supplier': 'आपूर्तिकर्ता',
  'ui.lineAward.lines': 'पंक्तियाँ',
  'ui.lineAward.totalBeforeGst': 'GST से पहले कुल',
  'ui.lineAward.withGst': 'GST सहित',
  'ui.lineAward.total': 'कुल',
} satisfies TranslationsOf<typeof lineAwardText, 'ui.lineAward'>;
