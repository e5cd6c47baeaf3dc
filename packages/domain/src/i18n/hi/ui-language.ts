import type { languageSwitchText } from '../../ui/language';
import type { languageCardText } from '../../ui/language-card';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/language.ts`, the language switch (decision 061). */
export const hiUiLanguage = {
  'ui.language.label': 'भाषा / Language',
  'ui.language.saveFailed': 'आपकी भाषा आपके खाते में सहेजी नहीं जा सकी। कृपया पुनः प्रयास करें।',
} satisfies TranslationsOf<typeof languageSwitchText, 'ui.language'>;

/** Hindi for `ui/language-card.ts`, the language card of the profile pages (decision 061). */
export const hiUiLanguageCard = {
  'ui.languageCard.title': 'भाषा',
  'ui.languageCard.hint': 'आप जिस भी डिवाइस पर साइन इन करें, पोर्टल इसी भाषा में दिखेगा।',
} satisfies TranslationsOf<typeof languageCardText, 'ui.languageCard'>;
