import { MAX_IMPORT_ROWS, MAX_SHEET_SIZE_LABEL } from '../../sheet-import';
import type { sheetMessages } from '../../sheet-messages';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `sheet-messages.ts` (decision 061). */
export const hiSheet = {
  'sheet.notMultipart': 'स्प्रेडशीट को फ़ाइल अपलोड के रूप में भेजें।',
  'sheet.unreadable': 'अपलोड पढ़ा नहीं जा सका। कृपया पुनः प्रयास करें।',
  'sheet.fileRequired': 'आयात करने के लिए एक स्प्रेडशीट (XLSX या CSV) चुनें।',
  'sheet.fileTooLarge': `स्प्रेडशीट ${MAX_SHEET_SIZE_LABEL} या उससे छोटी होनी चाहिए।`,
  'sheet.wrongKind': 'फ़ाइल Excel वर्कबुक (.xlsx) या CSV फ़ाइल (.csv) होनी चाहिए।',
  'sheet.notReadable': 'स्प्रेडशीट पढ़ी नहीं जा सकी: इसे .xlsx या .csv के रूप में फिर से सहेजें और पुनः प्रयास करें।',
  'sheet.empty': 'स्प्रेडशीट में हेडर के नीचे कोई पंक्ति नहीं है।',
  'sheet.tooManyRows': `एक स्प्रेडशीट में अधिकतम ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} पंक्तियाँ हो सकती हैं; इसे छोटी फ़ाइलों में विभाजित करें।`,
  // The columns arrive joined ("A, B और C"), so the sentence names them after a colon, unquoted.
  'sheet.missingColumns': 'हेडर पंक्ति में ये कॉलम होने चाहिए: {0}। इन्हें देखने के लिए टेम्पलेट डाउनलोड करें।',
  'sheet.required': 'आवश्यक',
} satisfies TranslationsOf<typeof sheetMessages, 'sheet'>;
