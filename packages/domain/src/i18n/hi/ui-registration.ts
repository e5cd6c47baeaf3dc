import type { registrationStepText, registrationText } from '../../ui/registration';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/registration.ts`: the registration wizard's step titles (decision 061). */
export const hiUiRegistrationSteps = {
  'ui.registrationSteps.companyDetails': 'कंपनी का विवरण',
  'ui.registrationSteps.contactPerson': 'संपर्क व्यक्ति',
  'ui.registrationSteps.productServices': 'उत्पाद और सेवाएँ',
  'ui.registrationSteps.productAndServices': 'उत्पाद और सेवाएँ',
} satisfies TranslationsOf<typeof registrationStepText, 'ui.registrationSteps'>;

/** Hindi for `ui/registration.ts`: the supplier registration wizard (decision 061). */
export const hiUiRegistration = {
  'ui.registration.layout.backToLogin': 'लॉग इन पर वापस जाएँ',
  'ui.registration.layout.eyebrow': 'आपूर्तिकर्ता पंजीकरण',
  'ui.registration.layout.title': 'TenderDesk आपूर्तिकर्ता बनें',
  'ui.registration.layout.intro':
    'तीन छोटे चरण। व्यवस्थापक आपके अनुरोध और दस्तावेज़ों की समीक्षा करता है; खाता सक्रिय होने के बाद आप साइन इन करके अपनी श्रेणी की निविदाओं का उत्तर दे सकते हैं।',
  'ui.registration.stepDescriptions.companyDetails': 'कंपनी, लॉग इन, दस्तावेज़',
  'ui.registration.stepDescriptions.contactPerson': 'हम किससे संपर्क करें',
  'ui.registration.stepDescriptions.productServices': 'आप क्या आपूर्ति करते हैं',
  'ui.registration.stepName': 'चरण {0, number}: {1}',
  'ui.registration.stepHeading': 'चरण {0, number}/{1, number} · {2}',
  'ui.registration.successBeforeLink':
    'आपका अनुरोध अब व्यवस्थापक की स्वीकृति की प्रतीक्षा में है। खाता सक्रिय होने के बाद आप',
  'ui.registration.successLink': 'लॉग इन',
  'ui.registration.successAfterLink': 'कर सकते हैं।',
  'ui.registration.formLabel': 'आपूर्तिकर्ता पंजीकरण',
  'ui.registration.uploading': 'आपके दस्तावेज़ अपलोड हो रहे हैं…',
  'ui.registration.uploadProgress': 'अपलोड की प्रगति',
  'ui.registration.back': 'पीछे',
  'ui.registration.finish': 'पूरा करें',
  'ui.registration.next': 'आगे',
  'ui.registration.alreadyRegistered': 'पहले से पंजीकृत हैं?',
  'ui.registration.logIn': 'लॉग इन करें',
  'ui.registration.leaveTitle': 'पंजीकरण छोड़ें?',
  'ui.registration.leaveMessage':
    'आपके द्वारा भरी गई जानकारी और चुने गए दस्तावेज़ अभी सहेजे नहीं गए हैं। अभी छोड़ने पर आपको फिर से शुरू करना होगा।',
  'ui.registration.company.section': 'कंपनी',
  'ui.registration.company.optional': 'वैकल्पिक',
  'ui.registration.company.taxSection': 'कर विवरण',
  'ui.registration.company.taxDescription':
    'GST के अंतर्गत आपका पंजीकरण किस प्रकार का है। क्रेता के आदेशों में उसी के अनुसार कर दिखाए जाते हैं।',
  'ui.registration.company.loginSection': 'लॉग इन',
  'ui.registration.company.loginDescription': 'खाता सक्रिय होने के बाद आप इसी ईमेल पते और पासवर्ड से साइन इन करेंगे।',
  'ui.registration.company.passwordHint': 'कम से कम 8 वर्ण',
  'ui.registration.company.confirmPasswordHint': 'वही पासवर्ड दोबारा लिखें',
  'ui.registration.company.documentsSection': 'दस्तावेज़',
  'ui.registration.company.documentsDescription':
    'आपका खाता सक्रिय करने से पहले व्यवस्थापक दोनों दस्तावेज़ों की जाँच करता है।',
  'ui.registration.document.placeholder': 'PDF, JPG या PNG फ़ाइल चुनें',
  'ui.registration.document.hint': 'PDF, JPG, JPEG या PNG, अधिकतम {0}',
  'ui.registration.contact.section': 'संपर्क व्यक्ति',
  'ui.registration.contact.description': 'निविदाओं और कोटेशन के बारे में हम जिस व्यक्ति से संपर्क करें।',
  'ui.registration.product.section': 'उत्पाद और सेवाएँ',
  'ui.registration.product.description': 'आपको अपनी श्रेणी के लिए प्रकाशित निविदाएँ दिखाई देंगी।',
  'ui.registration.product.categoriesFailed': 'श्रेणियाँ लोड नहीं हो सकीं।',
  'ui.registration.product.tryAgain': 'पुनः प्रयास करें',
  'ui.registration.product.loadingCategories': 'श्रेणियाँ लोड हो रही हैं…',
  'ui.registration.product.selectCategory': 'श्रेणी चुनें',
  'ui.registration.product.noCategory': 'कोई श्रेणी मेल नहीं खाती',
  'ui.registration.product.selectSubCategory': 'उप-श्रेणी चुनें',
  'ui.registration.product.selectCategoryFirst': 'पहले श्रेणी चुनें',
  'ui.registration.product.noSubCategory': 'कोई उप-श्रेणी मेल नहीं खाती',
  'ui.registration.summary.label': 'सारांश',
  'ui.registration.summary.title': 'पूरा करने से पहले जाँच लें',
  'ui.registration.summary.company': 'कंपनी',
  'ui.registration.summary.loginEmail': 'लॉग इन ईमेल',
  'ui.registration.summary.contactPerson': 'संपर्क व्यक्ति',
  'ui.registration.summary.contactEmail': 'संपर्क ईमेल',
  'ui.registration.summary.gst': 'GST पंजीकरण',
} satisfies TranslationsOf<typeof registrationText, 'ui.registration'>;
