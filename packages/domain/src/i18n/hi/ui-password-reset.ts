import type { passwordResetText } from '../../ui/password-reset';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/password-reset.ts`, the forgotten password and reset pages (decision 061). */
export const hiUiPasswordReset = {
  'ui.passwordReset.backToSignIn': 'साइन इन पर वापस जाएँ',
  'ui.passwordReset.forgotTitle': 'पासवर्ड भूल गए?',
  'ui.passwordReset.forgotIntro':
    'वह ईमेल दर्ज करें जिससे आप साइन इन करते हैं। यदि वह किसी खाते का है, तो हम नया पासवर्ड चुनने का लिंक ईमेल करेंगे।',
  'ui.passwordReset.requestFormLabel': 'पासवर्ड रीसेट लिंक का अनुरोध करें',
  'ui.passwordReset.sendLink': 'रीसेट लिंक भेजें',
  'ui.passwordReset.checkEmail': 'अपना ईमेल देखें',
  'ui.passwordReset.contactAdministrator': 'अपने व्यवस्थापक से संपर्क करें',
  'ui.passwordReset.askedFor': 'आपने {0} के लिए रीसेट लिंक का अनुरोध किया है।',
  'ui.passwordReset.useAnotherEmail': 'दूसरा ईमेल उपयोग करें',
  'ui.passwordReset.linkUnusable': 'इस लिंक का उपयोग नहीं किया जा सकता',
  'ui.passwordReset.linkRule': 'रीसेट लिंक केवल एक बार और 30 मिनट तक काम करता है।',
  'ui.passwordReset.requestNewLink': 'नए लिंक का अनुरोध करें',
  'ui.passwordReset.showOrHide': 'पासवर्ड दिखाएँ या छिपाएँ',
  'ui.passwordReset.changedTitle': 'पासवर्ड बदल दिया गया',
  'ui.passwordReset.changedIntro': 'अब आप अपने नए पासवर्ड से साइन इन कर सकते हैं।',
  'ui.passwordReset.signIn': 'साइन इन करें',
  'ui.passwordReset.chooseTitle': 'नया पासवर्ड चुनें',
  'ui.passwordReset.chooseIntro':
    'कम से कम 8 वर्ण। पासवर्ड बदलते ही आप हर जगह से साइन आउट हो जाएँगे और नए पासवर्ड से फिर से साइन इन करेंगे।',
  'ui.passwordReset.checkingLink': 'आपका लिंक जाँचा जा रहा है…',
  'ui.passwordReset.newPassword': 'नया पासवर्ड',
  'ui.passwordReset.confirmPassword': 'नए पासवर्ड की पुष्टि करें',
  'ui.passwordReset.setPassword': 'नया पासवर्ड सेट करें',
  'ui.passwordReset.linkNotWorking': 'लिंक काम नहीं कर रहा?',
  'ui.passwordReset.requestNewOne': 'नए लिंक का अनुरोध करें',
} satisfies TranslationsOf<typeof passwordResetText, 'ui.passwordReset'>;
