import type { loginText } from '../../ui/login';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/login.ts`, the login page (decision 061). */
export const hiUiLogin = {
  'ui.login.aboutLabel': 'TenderDesk के बारे में',
  'ui.login.tagline': 'ऐसी ख़रीद, जिस पर आपके आपूर्तिकर्ता भरोसा कर सकें।',
  'ui.login.highlights.tendersTitle': 'निविदा, शुरू से अंत तक',
  'ui.login.highlights.tendersText': 'RFQ प्रकाशित करें, रुचि स्वीकृत करें, कोटेशन की तुलना करें।',
  'ui.login.highlights.moneyTitle': 'राशि में पूरी सटीकता',
  'ui.login.highlights.moneyText': 'हर कुल राशि की गणना सर्वर पर दोबारा, पैसे तक सटीक।',
  'ui.login.highlights.accessTitle': 'सख़्त पहुँच नियंत्रण',
  'ui.login.highlights.accessText': 'हर भूमिका केवल वही देखती है, जिसकी उसे अनुमति है।',
  'ui.login.footer': 'TenderDesk · ओपन-सोर्स निविदा और आपूर्तिकर्ता पोर्टल',
  'ui.login.title': 'साइन इन करें',
  'ui.login.subtitle': 'क्रेता और पंजीकृत आपूर्तिकर्ता यहाँ साइन इन करें।',
  'ui.login.sessionEnded': 'आपका सत्र समाप्त हो गया है। कृपया पुनः साइन इन करें।',
  'ui.login.formLabel': 'लॉग इन',
  'ui.login.email': 'ईमेल',
  'ui.login.emailPlaceholder': 'you@company.com',
  'ui.login.password': 'पासवर्ड',
  'ui.login.forgotPassword': 'पासवर्ड भूल गए?',
  'ui.login.submit': 'लॉग इन करें',
  'ui.login.newSupplier': 'नए आपूर्तिकर्ता?',
  'ui.login.signUp': 'पंजीकरण करें',
} satisfies TranslationsOf<typeof loginText, 'ui.login'>;
