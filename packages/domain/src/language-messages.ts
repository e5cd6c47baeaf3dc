import { catalogue } from './i18n/catalogue';

/**
 * A person's language (issue 26, decision 061): what the server answers about it. Apart from
 * `messages.ts` so that its Hindi is a part of its own (`i18n/hi/language-messages.ts`).
 */
export const languageMessages = catalogue('language', {
  invalid: 'Language must be "en" (English) or "hi" (Hindi).',
  saved: 'Language saved.',
});
