import type { REGISTRATION_LABELS } from '../../registration-labels';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `registration-labels.ts` (decision 061). */
export const hiRegistration = {
  'registrationLabel.companyName': 'कंपनी का नाम',
  'registrationLabel.address': 'पता',
  'registrationLabel.postalCode': 'पिन कोड',
  'registrationLabel.country': 'देश',
  'registrationLabel.state': 'राज्य',
  'registrationLabel.city': 'शहर',
  'registrationLabel.telephone': 'टेलीफ़ोन',
  'registrationLabel.fax': 'फ़ैक्स',
  'registrationLabel.emailAddress': 'ईमेल पता',
  'registrationLabel.password': 'पासवर्ड',
  'registrationLabel.confirmPassword': 'पासवर्ड की पुष्टि',
  'registrationLabel.companyTradeLicense': 'कंपनी व्यापार लाइसेंस',
  'registrationLabel.vatRegistrationCertificate': 'GST पंजीकरण प्रमाणपत्र',
  'registrationLabel.firstName': 'पहला नाम',
  'registrationLabel.lastName': 'अंतिम नाम',
  'registrationLabel.designation': 'पदनाम',
  'registrationLabel.contactEmailAddress': 'ईमेल पता',
  'registrationLabel.mobile': 'मोबाइल',
  'registrationLabel.category': 'श्रेणी',
  'registrationLabel.subCategory': 'उप-श्रेणी',
} satisfies TranslationsOf<typeof REGISTRATION_LABELS, 'registrationLabel'>;
