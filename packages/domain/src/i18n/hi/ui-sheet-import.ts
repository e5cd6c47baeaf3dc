import type { sheetImportText } from '../../ui/sheet-import';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/sheet-import.ts`: the spreadsheet import dialog (decision 061). */
export const hiUiSheetImport = {
  'ui.sheetImport.downloadTemplate': 'टेम्पलेट डाउनलोड करें (XLSX)',
  'ui.sheetImport.chooseFileFirst': 'आयात करने के लिए एक स्प्रेडशीट (XLSX या CSV) चुनें।',
  'ui.sheetImport.checkFailed': 'फ़ाइल की जाँच नहीं हो सकी। कृपया पुनः प्रयास करें।',
  'ui.sheetImport.templateFailed': 'टेम्पलेट डाउनलोड नहीं हो सका। कृपया पुनः प्रयास करें।',
  'ui.sheetImport.checked':
    '{0}: {1, plural, one {# पंक्ति पढ़ी गई} other {# पंक्तियाँ पढ़ी गईं}}, {2} {4} मान्य, {3, plural, one {# पंक्ति में समस्या है} other {# पंक्तियों में समस्याएँ हैं}}।',
  'ui.sheetImport.nouns.item': 'मद',
  'ui.sheetImport.nouns.supplier': 'आपूर्तिकर्ता',
  'ui.sheetImport.chooseAnother': 'दूसरी फ़ाइल चुनें',
  'ui.sheetImport.fileLabel': 'स्प्रेडशीट (XLSX या CSV)',
  'ui.sheetImport.fileHint': 'अधिकतम {0}। कुछ भी आयात करने से पहले हर पंक्ति की जाँच की जाती है।',
  'ui.sheetImport.filePlaceholder': 'फ़ाइल चुनें',
  'ui.sheetImport.cancel': 'रद्द करें',
  'ui.sheetImport.check': 'फ़ाइल जाँचें',
  'ui.sheetImport.problems.caption': '{0, plural, one {फ़ाइल में # समस्या} other {फ़ाइल में # समस्याएँ}}',
  'ui.sheetImport.problems.row': 'पंक्ति',
  'ui.sheetImport.problems.column': 'कॉलम',
  'ui.sheetImport.problems.problem': 'समस्या',
  'ui.sheetImport.problems.control.first': 'समस्याओं का पहला पृष्ठ',
  'ui.sheetImport.problems.control.previous': 'समस्याओं का पिछला पृष्ठ',
  'ui.sheetImport.problems.control.next': 'समस्याओं का अगला पृष्ठ',
  'ui.sheetImport.problems.control.last': 'समस्याओं का अंतिम पृष्ठ',
  'ui.sheetImport.problems.none': 'कोई समस्या नहीं।',
} satisfies TranslationsOf<typeof sheetImportText, 'ui.sheetImport'>;
