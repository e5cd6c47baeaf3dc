import type { mailMessages } from '../../mail-messages';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `mail-messages.ts` (decision 061): the forgotten-password flow and the outgoing emails. */
export const hiMail = {
  'mail.passwordReset.requested':
    'यदि यह ईमेल किसी खाते से जुड़ा है, तो हमने उस पर पासवर्ड रीसेट करने का लिंक भेज दिया है। यह लिंक केवल एक बार और 30 मिनट तक ही काम करेगा। कृपया अपना इनबॉक्स (और स्पैम फ़ोल्डर) देखें।',
  'mail.passwordReset.requestedNoMail':
    'यह पोर्टल अभी ईमेल नहीं भेजता, इसलिए रीसेट लिंक आपके इनबॉक्स तक नहीं पहुँच सकता। कृपया पोर्टल के व्यवस्थापक से संपर्क करें: वे आपके खाते का रीसेट लिंक आप तक पहुँचा सकते हैं।',
  'mail.passwordReset.tooManyForEmail':
    'इस ईमेल के लिए बहुत अधिक रीसेट अनुरोध किए गए हैं। कृपया एक घंटा प्रतीक्षा करके पुनः प्रयास करें।',
  'mail.passwordReset.tooManyFromAddress':
    'आपके नेटवर्क से बहुत अधिक रीसेट अनुरोध किए गए हैं। कृपया एक घंटा प्रतीक्षा करके पुनः प्रयास करें।',
  'mail.passwordReset.tokenRequired': 'रीसेट लिंक अधूरा है। कृपया ईमेल में दिया गया लिंक फिर से खोलें।',
  'mail.passwordReset.invalidLink':
    'यह रीसेट लिंक मान्य नहीं है: हो सकता है इसका उपयोग पहले ही हो चुका हो या इसकी जगह नया लिंक भेजा गया हो। कृपया नए लिंक का अनुरोध करें।',
  'mail.passwordReset.expiredLink': 'इस लिंक की अवधि समाप्त हो गई है। कृपया “पासवर्ड भूल गए” से नए लिंक का अनुरोध करें।',
  'mail.passwordReset.linkValid': 'यह रीसेट लिंक मान्य है।',
  'mail.passwordReset.done': 'आपका पासवर्ड रीसेट हो गया है। कृपया अपने नए पासवर्ड से साइन इन करें।',
  'mail.passwordReset.email.subject': 'अपना {0} पासवर्ड रीसेट करें',
  'mail.passwordReset.email.heading': 'अपना पासवर्ड रीसेट करें',
  'mail.passwordReset.email.intro':
    'किसी ने (उम्मीद है, आपने ही) {0} खाते {1} का पासवर्ड रीसेट करने का अनुरोध किया है।',
  'mail.passwordReset.email.validity':
    'नीचे दिया गया लिंक केवल एक बार और {0, number} मिनट तक ही काम करेगा। उसके बाद आप साइन इन पृष्ठ पर नए लिंक का अनुरोध कर सकते हैं।',
  'mail.passwordReset.email.action': 'नया पासवर्ड चुनें',
  'mail.passwordReset.email.ignore':
    'यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड पहले जैसा ही रहेगा।',
  'mail.setPassword.subject': 'अपना {0} पासवर्ड सेट करें',
  'mail.setPassword.heading': 'स्वागत है: अपना पासवर्ड सेट करें',
  'mail.setPassword.intro': 'क्रेता ने {1} को {0} पर जोड़ा है, और साइन इन के लिए ईमेल {2} दर्ज किया है।',
  'mail.setPassword.validity':
    'नीचे दिए गए लिंक से अपना पासवर्ड चुनें। यह लिंक केवल एक बार और {0, plural, one {# दिन} other {# दिनों}} तक ही काम करेगा; उसके बाद साइन इन पृष्ठ पर "पासवर्ड भूल गए" का उपयोग करें।',
  'mail.setPassword.pending': 'आपके साइन इन कर पाने से पहले क्रेता आपके खाते की समीक्षा करेगा।',
  'mail.setPassword.action': 'अपना पासवर्ड सेट करें',
  'mail.setPassword.ignore':
    'यदि आपको इस ईमेल की अपेक्षा नहीं थी, तो इसे अनदेखा करें: लिंक का उपयोग किए बिना कुछ नहीं होगा।',
  'mail.emails.notFound': 'ईमेल नहीं मिला।',
  'mail.emails.notFailed': 'केवल विफल ईमेल को ही दोबारा भेजा जा सकता है।',
  'mail.emails.retried': 'ईमेल शीघ्र ही फिर से भेजा जाएगा।',
  'mail.emails.notConfiguredTitle': 'ईमेल कॉन्फ़िगर नहीं है',
  'mail.emails.notConfigured':
    'इस पोर्टल में कोई मेल सर्वर कॉन्फ़िगर नहीं है (SMTP_URL), इसलिए यह कोई ईमेल नहीं भेजता: न कुछ कतार में रखा जाता है और न ही किसी को ईमेल मिलता है। सूचनाएँ फिर भी ऐप में रखी जाती हैं, और पासवर्ड रीसेट लिंक सर्वर लॉग में लिखे जाते हैं ताकि आप उन्हें संबंधित व्यक्ति तक पहुँचा सकें।',
  'mail.emails.notConfiguredChoices':
    'इस पोर्टल में कोई मेल सर्वर कॉन्फ़िगर नहीं है, इसलिए आप यहाँ जो भी चुनें, अभी कोई ईमेल नहीं भेजा जाएगा। सूचनाएँ फिर भी ऐप में, घंटी के नीचे, रखी जाती हैं।',
  'mail.layout.sender': '{1} के लिए {0}',
  'mail.layout.linkFallback': 'यदि बटन काम न करे, तो यह पता कॉपी करके अपने ब्राउज़र में खोलें:',
  'mail.layout.footer': '{0} द्वारा भेजा गया। कृपया इस ईमेल का उत्तर न दें।',
  'mail.layout.notificationNote':
    'आपको यह ईमेल पोर्टल पर आपके खाते के कारण मिला है। आपको कौन-सी सूचनाएँ ईमेल से मिलें, यह आप पोर्टल में चुन सकते हैं।',
} satisfies TranslationsOf<typeof mailMessages, 'mail'>;
