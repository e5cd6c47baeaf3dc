import type { languageMessages } from '../../language-messages';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `language-messages.ts` (decision 061). */
export const hiLanguage = {
  'language.invalid': 'भाषा "en" (अंग्रेज़ी) या "hi" (हिन्दी) होनी चाहिए।',
  'language.saved': 'भाषा सहेजी गई।',
} satisfies TranslationsOf<typeof languageMessages, 'language'>;
