import type { organisationText } from '../../organisation-text';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `organisation-text.ts` (decision 061). */
export const hiOrganisation = {
  'organisation.legalNameRequired': 'संगठन का विधिक नाम दर्ज करें।',
  'organisation.tooLong': '{0} अधिकतम {1, number} वर्णों का हो सकता है।',
  'organisation.invalidCharacters': '{0} में ऐसे वर्ण हैं जिन्हें सहेजा नहीं जा सकता।',
  'organisation.cin': 'CIN में 21 वर्ण होते हैं, उदाहरण के लिए U72900MH2020PTC123456।',
  'organisation.email': 'मान्य ईमेल पता दर्ज करें।',
  'organisation.phone': '10 से 15 अंकों का फ़ोन नंबर दर्ज करें (शुरू में + लगाया जा सकता है)।',
  'organisation.poPrefix': 'आदेश संख्या का उपसर्ग 1 से 10 अक्षरों, अंकों, - या / का होता है, उदाहरण के लिए PO।',
  'organisation.fyStartMonth': 'वित्तीय वर्ष 1 (जनवरी) से 12 (दिसंबर) तक के किसी महीने से शुरू होता है।',
  'organisation.saved': 'संगठन सेटिंग्स सहेजी गईं।',
  'organisation.incomplete':
    'संगठन सेटिंग्स पूरी करें (विधिक नाम, PAN और पते व राज्य सहित एक क्रय इकाई), ताकि आदेश दर्ज किए जा सकें।',
  'organisation.unitNameRequired': 'इकाई का नाम दर्ज करें।',
  'organisation.unitDuplicate': '"{0}" नाम की क्रय इकाई पहले से मौजूद है।',
  'organisation.unitGstinDuplicate': 'किसी अन्य क्रय इकाई के पास पहले से यह GSTIN है।',
  'organisation.addressRequired': 'इकाई का पता दर्ज करें।',
  'organisation.cityRequired': 'शहर दर्ज करें।',
  'organisation.stateRequired': 'राज्य चुनें।',
  'organisation.pincode': 'पिन कोड में 6 अंक होते हैं और यह 0 से शुरू नहीं होता।',
  'organisation.unitAdded': 'क्रय इकाई "{0}" जोड़ी गई।',
  'organisation.unitUpdated': 'क्रय इकाई "{0}" सहेजी गई।',
  'organisation.unitDeleted': 'क्रय इकाई "{0}" हटाई गई।',
  'organisation.unitNotFound': 'क्रय इकाई नहीं मिली।',
  'organisation.unitInUse':
    'क्रय इकाई "{0}" का नाम {1, plural, one {# निविदा} other {# निविदाओं}} में दिया गया है, इसलिए इसे हटाया नहीं जा सकता।',
  'organisation.lastDefault': 'एक क्रय इकाई का डिफ़ॉल्ट बने रहना आवश्यक है: पहले किसी अन्य इकाई को डिफ़ॉल्ट बनाएँ।',
  // Units of measure are "माप इकाई" here, so that they are not read as buying units ("क्रय इकाई").
  'organisation.uomCodeRequired': 'माप इकाई का कोड दर्ज करें, उदाहरण के लिए NOS।',
  'organisation.uomCode': 'माप इकाई का कोड 1 से 10 अक्षरों या अंकों का होता है।',
  'organisation.uomNameRequired': 'माप इकाई का नाम दर्ज करें, उदाहरण के लिए Numbers।',
  'organisation.uomDuplicate': 'माप इकाई "{0}" पहले से मौजूद है।',
  'organisation.uomAdded': 'माप इकाई "{0}" जोड़ी गई।',
  'organisation.uomDeleted': 'माप इकाई "{0}" हटाई गई।',
  'organisation.uomNotFound': 'माप इकाई नहीं मिली।',
  'organisation.uomBuiltIn': '"{0}" GST का यूनिट क्वांटिटी कोड है, इसलिए इसे हटाया नहीं जा सकता।',
} satisfies TranslationsOf<typeof organisationText, 'organisation'>;
