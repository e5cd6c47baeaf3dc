import type { languageSwitchText } from '../../ui/language';
import type { TranslationsOf } from '../catalogue';

export const hindiLanguageSwitch = {
  'ui.language.label': 'भाषा / Language',
  'ui.language.saveFailed': 'आपकी भाषा आपके खाते में सहेजी नहीं जा सकी। कृपया पुनः प्रयास करें।',
} satisfies TranslationsOf<typeof languageSwitchText, 'ui.language'>;
