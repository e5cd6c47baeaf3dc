import type { addendumText, clarificationText } from '../../clarification-messages';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `clarification-messages.ts`: questions and answers, and addenda (decision 061). */
export const hiClarification = {
  'clarification.title': 'प्रश्न और उत्तर',
  'clarification.required': '{0} आवश्यक है',
  'clarification.tooLong': '{0} में अधिकतम {1, number} वर्ण हो सकते हैं',
  'clarification.asked': 'प्रश्न भेजा गया। क्रेता इसका उत्तर यहीं देगा।',
  'clarification.askFailed': 'आपका प्रश्न भेजने में विफल। कृपया पुनः प्रयास करें।',
  'clarification.answered': 'उत्तर सहेजा गया।',
  'clarification.answerFailed': 'उत्तर सहेजने में विफल। कृपया पुनः प्रयास करें।',
  'clarification.loadFailed': 'प्रश्न लोड करने में विफल। कृपया पुनः प्रयास करें।',
  'clarification.notFound': 'प्रश्न नहीं मिला।',
  'clarification.noInterest':
    'केवल वही आपूर्तिकर्ता प्रश्न पूछ या पढ़ सकता है जिसने इस निविदा में रुचि व्यक्त की है (और जिसे अस्वीकार नहीं किया गया है)।',
  'clarification.closed': 'इस निविदा के लिए प्रश्न पूछने का समय {0} को समाप्त हो गया।',
  'clarification.closesOn': 'प्रश्न {0} तक पूछे जा सकते हैं।',
  'clarification.closedShort': 'प्रश्न पूछने का समय {0} को समाप्त हो गया।',
  'clarification.none': 'अभी तक किसी प्रश्न का उत्तर नहीं दिया गया है।',
  'clarification.noneAdmin': 'अभी तक कोई प्रश्न नहीं पूछा गया है।',
  'clarification.askedByYou': 'आपके द्वारा पूछा गया',
  'clarification.unanswered': 'उत्तर की प्रतीक्षा है',
  'clarification.ask': 'प्रश्न पूछें',
  'clarification.questionsCloseLabel': 'प्रश्न पूछने की अंतिम समय-सीमा',
  'clarification.questionsCloseHint':
    'तिथि और समय (पोर्टल का समय क्षेत्र)। खाली छोड़ने पर: अंतिम तिथि से पहले वाले दिन की समाप्ति।',
  'clarification.questionsCloseInvalid':
    'प्रश्न पूछने की अंतिम समय-सीमा एक तिथि और समय (YYYY-MM-DDTHH:mm) होनी चाहिए।',
  'clarification.questionsCloseAfterClosing':
    'प्रश्न पूछने की समय-सीमा निविदा बंद होने (अंतिम तिथि की समाप्ति) से पहले समाप्त होनी चाहिए।',

  'addendum.title': 'शुद्धिपत्र',
  'addendum.none': 'कोई शुद्धिपत्र जारी नहीं किया गया है।',
  'addendum.noteLabel': 'शुद्धिपत्र टिप्पणी',
  'addendum.noteHint':
    'प्रकाशित निविदा को संपादित करने पर एक शुद्धिपत्र जारी होता है। आपूर्तिकर्ताओं को बताएँ कि क्या बदला और क्यों।',
  'addendum.tooClose':
    'यह शुद्धिपत्र अंतिम तिथि से 2 दिनों के भीतर जारी हो रहा है: अंतिम तिथि को {0} या उसके बाद करें ताकि आपूर्तिकर्ताओं को उत्तर देने का समय मिले।',
  'addendum.ruleHint': 'अंतिम तिथि से 2 दिनों के भीतर जारी शुद्धिपत्र में अंतिम तिथि को कम से कम 2 दिन आगे बढ़ाना होगा।',
  'addendum.heading': 'शुद्धिपत्र {0}',
  'addendum.issued': 'शुद्धिपत्र {0} जारी किया गया',
  'addendum.confirm': 'पुष्टि करें',
  'addendum.confirmTitle': 'अपने कोटेशन की पुष्टि करें',
  'addendum.confirmBody':
    'शुद्धिपत्र {0} ने इस निविदा को बदला है। पुष्टि करें कि आपका कोटेशन भेजे गए रूप में ही मान्य है, या उसे संशोधित करने के लिए “संपादित करें” चुनें।',
  'addendum.confirmed': 'कोटेशन की पुष्टि की गई।',
  'addendum.confirmFailed': 'कोटेशन की पुष्टि करने में विफल। कृपया पुनः प्रयास करें।',
  'addendum.loadFailed': 'शुद्धिपत्र लोड करने में विफल। कृपया पुनः प्रयास करें।',
  'addendum.change.field': '{0}: {1} → {2}',
  'addendum.change.empty': '(खाली)',
  'addendum.change.itemsAdded': 'जोड़ी गई मदें: {0}',
  'addendum.change.itemsRemoved': 'हटाई गई मदें: {0}',
  'addendum.change.itemsChanged': 'बदली गई मदें: {0}',
  'addendum.change.filesAdded': 'जोड़ी गई फ़ाइलें: {0}',
  'addendum.change.filesRemoved': 'हटाई गई फ़ाइलें: {0}',
  'addendum.change.none': 'कोई फ़ील्ड, मद या फ़ाइल नहीं बदली गई।',
} satisfies TranslationsOf<typeof clarificationText, 'clarification'> &
  TranslationsOf<typeof addendumText, 'addendum'>;
