import type { boqMessages } from '../../boq-messages';
import { MAX_SHEET_SIZE_LABEL } from '../../sheet-import';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `boq-messages.ts` (decision 061). */
export const hiBoq = {
  'boq.notMultipart': 'भरा हुआ BoQ फ़ाइल अपलोड के रूप में भेजें।',
  'boq.unreadable': 'अपलोड पढ़ा नहीं जा सका। कृपया पुनः प्रयास करें।',
  'boq.fileRequired': 'अपलोड करने के लिए भरा हुआ BoQ (.xlsx) चुनें।',
  'boq.fileTooLarge': `BoQ ${MAX_SHEET_SIZE_LABEL} या उससे छोटा होना चाहिए।`,
  'boq.notBoq':
    'यह फ़ाइल पोर्टल से डाउनलोड किया गया BoQ नहीं है: इस निविदा का BoQ (Excel) डाउनलोड करें, उसमें अपने मूल्य भरें और उसे अपलोड करें।',
  'boq.otherTender': 'यह BoQ निविदा {0} का है, {1} का नहीं: इस निविदा का BoQ डाउनलोड करें और उसमें अपने मूल्य भरें।',
  'boq.stale':
    'यह BoQ डाउनलोड होने के बाद इस निविदा की मदें बदल गई हैं (एक शुद्धिपत्र द्वारा): नया BoQ डाउनलोड करें और उसमें अपने मूल्य भरें।',
  'boq.problems':
    '{0, plural, =1 {आपके BoQ में एक समस्या है; उसे फ़ाइल में ठीक करें और फ़ाइल फिर से अपलोड करें:} other {आपके BoQ में # समस्याएँ हैं; उन्हें फ़ाइल में ठीक करें और फ़ाइल फिर से अपलोड करें:}}',
  'boq.moreProblems': '…और {0, number} अन्य।',
  'boq.noPrices':
    'आपके BoQ में कोई इकाई मूल्य नहीं है: जिस मद का आप कोटेशन दे रहे हैं, उसका इकाई मूल्य दर्ज करें और फ़ाइल फिर से अपलोड करें।',
  // A function: an item without a code is named "(no code)", which ICU cannot choose on an empty argument.
  'boq.missingRow': (code: string) =>
    `मद ${code || '(कोई कोड नहीं)'} नहीं मिली: BoQ की पंक्तियाँ हटाई नहीं जानी चाहिए (आवश्यकता हो तो इसे फिर से डाउनलोड करें)।`,
  'boq.codeChanged': (code: string) =>
    `यहाँ मद ${code || '(कोई कोड नहीं)'} अपेक्षित थी: BoQ के मद वाले कॉलम बदले नहीं जाने चाहिए।`,
  'boq.extraRow': 'यह पंक्ति निविदा की कोई मद नहीं है: इसे हटाएँ (मदें कोटेशन फ़ॉर्म में जोड़ें)।',
  'boq.unitPriceInvalid':
    '“{0}” कोई मूल्य नहीं है: ₹0 या उससे अधिक की राशि दर्ज करें, जिसमें अधिकतम 2 दशमलव स्थान हों (जैसे 1250.50)।',
  // A function: the rates are numbers, joined as the English joins them.
  'boq.gstRateInvalid': (value: string, rates: readonly number[]) =>
    `“${value}” कोई GST दर नहीं है: ${rates.join(', ')} में से एक चुनें।`,
  'boq.gstRateRequired': 'इस मद की GST दर चुनें।',
  // Screens.
  'boq.download': 'BoQ (Excel) डाउनलोड करें',
  'boq.upload': 'Excel से भरें',
  'boq.downloadFailed': 'BoQ डाउनलोड नहीं हो सका। कृपया पुनः प्रयास करें।',
  'boq.uploadFailed': 'BoQ पढ़ा नहीं जा सका। कृपया पुनः प्रयास करें।',
  'boq.filled': 'आपकी फ़ाइल से मूल्य भरे गए ({1, number} में से {0, number} मद): समीक्षा करें और जमा करें।',
  'boq.downloadNew': 'नया BoQ डाउनलोड करें',
  'boq.hint': 'कई मदों के मूल्य Excel में भरें: BoQ डाउनलोड करें, इकाई मूल्य और GST दरें दर्ज करें, फिर उससे फ़ॉर्म भरें।',
} satisfies TranslationsOf<typeof boqMessages, 'boq'>;
