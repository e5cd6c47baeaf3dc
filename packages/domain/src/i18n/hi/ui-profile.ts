import type { profileText } from '../../ui/profile';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/profile.ts`, the profile page (decision 061). */
export const hiUiProfile = {
  'ui.profile.title': 'प्रोफ़ाइल',
  'ui.profile.description': 'आपका नाम और ईमेल, जैसा टीम के अन्य सदस्य उन्हें देखते हैं।',
  'ui.profile.loadFailed': 'आपकी प्रोफ़ाइल लोड नहीं हो सकी।',
  'ui.profile.tryAgain': 'पुनः प्रयास करें',
  'ui.profile.formLabel': 'प्रोफ़ाइल',
  'ui.profile.username': 'उपयोगकर्ता नाम',
  'ui.profile.email': 'ईमेल',
  'ui.profile.role': 'भूमिका',
  'ui.profile.roleHint': 'कोई खाता क्या खोल सकता है, यह केवल व्यवस्थापक बदल सकते हैं।',
  'ui.profile.reset': 'रीसेट करें',
  'ui.profile.save': 'परिवर्तन सहेजें',
} satisfies TranslationsOf<typeof profileText, 'ui.profile'>;
