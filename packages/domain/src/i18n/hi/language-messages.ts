import type { languageMessages } from '../../language-messages';
import type { TranslationsOf } from '../catalogue';

export const hindiLanguageMessages = {
  'language.invalid': 'भाषा "en" (अंग्रेज़ी) या "hi" (हिन्दी) होनी चाहिए।',
  'language.saved': 'भाषा सहेजी गई।',
} satisfies TranslationsOf<typeof languageMessages, 'language'>;
