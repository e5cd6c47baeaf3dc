import type { supplierImportText } from '../../ui/supplier-import';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/supplier-import.ts`: importing suppliers from a spreadsheet (decision 061). */
export const hiUiSupplierImport = {
  'ui.supplierImport.button': 'आपूर्तिकर्ता आयात करें',
  'ui.supplierImport.title': 'स्प्रेडशीट से आपूर्तिकर्ता आयात करें',
  'ui.supplierImport.description':
    'टेम्पलेट भरें (कंपनी, संपर्क, लॉग इन ईमेल, श्रेणी, GST विवरण: कोई दस्तावेज़ और पासवर्ड नहीं) और उसे XLSX या CSV के रूप में अपलोड करें। आयात किए गए प्रत्येक आपूर्तिकर्ता को पासवर्ड सेट करने के लिए एक ईमेल मिलता है।',
  'ui.supplierImport.statusLabel': 'आयात किए गए आपूर्तिकर्ता होंगे',
  'ui.supplierImport.pendingOption': 'लंबित (साइन इन से पहले समीक्षा होगी)',
  'ui.supplierImport.activeOption': 'सक्रिय',
  'ui.supplierImport.importAs.Pending':
    '{0, plural, one {# आपूर्तिकर्ता} other {# आपूर्तिकर्ता}} लंबित के रूप में आयात करें',
  'ui.supplierImport.importAs.Active':
    '{0, plural, one {# आपूर्तिकर्ता} other {# आपूर्तिकर्ता}} सक्रिय के रूप में आयात करें',
  'ui.supplierImport.importValidOnly': 'केवल {0, plural, one {# मान्य पंक्ति} other {# मान्य पंक्तियाँ}} आयात करें',
  'ui.supplierImport.failed': 'आपूर्तिकर्ता आयात नहीं किए जा सके। कृपया पुनः प्रयास करें।',
  'ui.supplierImport.done': 'हो गया',
  'ui.supplierImport.resultCaption': 'प्रत्येक पंक्ति का परिणाम',
  'ui.supplierImport.row': 'पंक्ति',
  'ui.supplierImport.company': 'कंपनी',
  'ui.supplierImport.result': 'परिणाम',
  'ui.supplierImport.created': 'बनाया गया',
  'ui.supplierImport.notImported': 'आयात नहीं हुआ: {0}',
} satisfies TranslationsOf<typeof supplierImportText, 'ui.supplierImport'>;
