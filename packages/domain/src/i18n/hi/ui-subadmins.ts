import type { subadminsText } from '../../ui/subadmins';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/subadmins.ts`, the sub-admin list, add form and role matrix (decision 061). */
export const hiUiSubadmins = {
  'ui.subadmins.inTotal': 'कुल {0, number}',
  'ui.subadmins.addSubAdmin': 'उप-व्यवस्थापक जोड़ें',
  'ui.subadmins.searchPlaceholder': 'उपयोगकर्ता नाम या ईमेल से खोजें',
  'ui.subadmins.emptyTitle': 'अभी तक कोई उप-व्यवस्थापक नहीं है',
  'ui.subadmins.subAdmin': 'उप-व्यवस्थापक',
  'ui.subadmins.username': 'उपयोगकर्ता नाम',
  'ui.subadmins.email': 'ईमेल',
  'ui.subadmins.actions': 'कार्रवाइयाँ',
  'ui.subadmins.list.title': 'उप-व्यवस्थापक',
  'ui.subadmins.list.description':
    'वे लोग जो निविदाओं और आपूर्तिकर्ताओं के संचालन में सहायता करते हैं, प्रत्येक को दिए गए अनुभागों के साथ।',
  'ui.subadmins.list.loadFailed': 'उप-व्यवस्थापक लोड नहीं हो सके।',
  'ui.subadmins.list.emptyDescription':
    'निविदाओं और आपूर्तिकर्ताओं के संचालन का कार्य बाँटने के लिए एक उप-व्यवस्थापक जोड़ें।',
  'ui.subadmins.list.label': 'उप-व्यवस्थापक',
  'ui.subadmins.list.role': 'भूमिका',
  'ui.subadmins.list.you': 'आप',
  'ui.subadmins.list.deleteTitle': 'उप-व्यवस्थापक हटाएँ',
  'ui.subadmins.list.deleteBefore': 'उप-व्यवस्थापक',
  'ui.subadmins.list.deleteAfter':
    '({0}) को हटाएँ? उन्हें तुरंत साइन आउट कर दिया जाएगा और वे फिर लॉग इन नहीं कर सकेंगे। इसे पूर्ववत नहीं किया जा सकता।',
  'ui.subadmins.list.delete': 'हटाएँ',
  'ui.subadmins.add.description': 'उप-व्यवस्थापक केवल वही अनुभाग देखते हैं जो उन्हें दिए गए हैं।',
  'ui.subadmins.add.all': 'सभी उप-व्यवस्थापक',
  'ui.subadmins.add.formLabel': 'उप-व्यवस्थापक जोड़ें',
  'ui.subadmins.add.usernamePlaceholder': 'उदाहरण: अनीता राव',
  'ui.subadmins.add.password': 'पासवर्ड',
  'ui.subadmins.add.toggleVisibility': 'पासवर्ड दिखाएँ या छिपाएँ',
  'ui.subadmins.add.passwordHint': 'कम से कम {0, number} वर्ण। इसे उप-व्यवस्थापक के साथ निजी रूप से साझा करें।',
  'ui.subadmins.add.noPermissions': 'नया उप-व्यवस्थापक बिना किसी अनुमति के शुरू होता है।',
  'ui.subadmins.add.grantBefore': 'अनुमतियाँ',
  'ui.subadmins.add.rolePage': 'भूमिका पृष्ठ',
  'ui.subadmins.add.grantAfter': ' पर दें।',
  'ui.subadmins.role.title': 'भूमिका',
  'ui.subadmins.role.description':
    'वे अनुभाग चुनें जिन्हें प्रत्येक उप-व्यवस्थापक खोल सकता है। हर परिवर्तन तुरंत सहेजा जाता है।',
  'ui.subadmins.role.count': '{0, plural, one {# उप-व्यवस्थापक} other {# उप-व्यवस्थापक}}',
  'ui.subadmins.role.emptyDescription': 'अनुमतियाँ उप-व्यवस्थापकों को दी जाती हैं। पहले एक उप-व्यवस्थापक जोड़ें।',
  'ui.subadmins.role.label': 'उप-व्यवस्थापकों की अनुमतियाँ',
  'ui.subadmins.role.permissionFor': '{1} के लिए {0}',
} satisfies TranslationsOf<typeof subadminsText, 'ui.subadmins'>;
