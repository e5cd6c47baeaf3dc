import type { awardMessages } from '../../award-messages';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `award-messages.ts` (decision 061). */
export const hiAward = {
  'award.tendersFailed': 'निविदाएँ लोड करने में विफल।',
  'award.quotationsFailed': 'कोटेशन लोड करने में विफल।',
  'award.selected': 'आपूर्तिकर्ता सफलतापूर्वक चुना गया!',
  'award.selectFailed': 'आपूर्तिकर्ता चुनने में विफल।',
  'award.noneSelected': 'कोई चयनित कोटेशन नहीं मिला।',
  'award.marginSaved': 'मार्जिन सफलतापूर्वक सहेजा गया!',
  'award.marginFailed': 'मार्जिन सहेजने में विफल। कृपया पुनः प्रयास करें।',
  'award.confirmSelect': 'क्या आप वाकई इस निविदा के लिए {0} का कोटेशन चुनना चाहते हैं?',
  'award.confirmChange':
    'इस निविदा के लिए {0} का कोटेशन चुना गया है। क्या आप वाकई अवार्ड बदलकर {1} को देना चाहते हैं? वर्तमान अवार्ड पर निर्धारित मार्जिन हटा दिए जाएँगे।',
  'award.alreadySelected': 'इस निविदा के लिए {0} का कोटेशन पहले से चुना गया है। अवार्ड बदलने के लिए पुष्टि करें।',
  'award.sealed': 'यह निविदा मुहरबंद है: कोटेशन इसके बंद होने के बाद {0} को खुलेंगे।',
  'award.sealedShort': 'मुहरबंद: मूल्य {0} को खुलेंगे',
  'award.chooseTender': 'कोटेशन देखने के लिए एक निविदा चुनें।',
  'award.lowestPrice': 'न्यूनतम',
  'award.lowestTotal': 'न्यूनतम कुल',
  'award.notApproved': 'केवल स्वीकृत आपूर्तिकर्ता का कोटेशन ही चुना जा सकता है।',
  'award.itemRequired': 'itemCode आवश्यक है',
  'award.marginTypeInvalid': 'मार्जिन का प्रकार Percentage (प्रतिशत) या Fixed Amount (निश्चित राशि) होना चाहिए।',
  'award.marginValueInvalid': 'मार्जिन 0 या उससे अधिक की संख्या होना चाहिए, जिसमें अधिकतम 2 दशमलव स्थान हों।',
  'award.itemNotQuoted': 'चयनित कोटेशन में इस मद का मूल्य नहीं दिया गया है।',
  'award.tenderOpen': 'यह निविदा {0} तक खुली है। इसे बंद होने के बाद अवार्ड किया जा सकता है, या इसे समय से पहले बंद करें।',
  'award.awardOpensAfter': 'अवार्ड {0} के बाद किया जा सकेगा (निविदा मध्यरात्रि {1} पर बंद होती है)।',
  'award.closedEarly': '{0} को समय से पहले बंद की गई: {1}',
  'award.marginTooLarge': 'इस मार्जिन से मूल्य बहुत बड़ा हो जाता है।',
} satisfies TranslationsOf<typeof awardMessages, 'award'>;
