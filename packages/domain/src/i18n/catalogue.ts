/**
 * The portal's catalogue (issue 26, decision 061).
 *
 * English is written where it always was: the message modules of this package (`messages.ts`,
 * `auction-messages.ts` ...) and the screens' text modules (`src/ui/*.ts`), plain strings and
 * functions, the spec's texts spelled exactly. Each module registers its object with `catalogue()`
 * under a key prefix, so every entry has a key: `messages.category.added`, `ui.login.title`.
 *
 * Other languages are flat maps from those keys to ICU messages (FormatJS's intl-messageformat:
 * plurals, numbers and selects), in `src/i18n/hi/*.ts`. A function's arguments are `{0}`, `{1}` ... in
 * the English function's order; an entry whose English takes objects may be a function of the same
 * arguments instead. `inLocale(source, locale)` gives a source in a language: the same shape and
 * types, every text from that language's map.
 *
 * Texts that reach an edge as finished English (a server error's message, a zod issue made from a
 * schema's message) are translated there with `localise(text, locale)`: an English constant is
 * found by its text; a function's text by what the function returned, remembered when it was called.
 *
 * Two halves behind this one module: `registry.ts` (English: `catalogue()` and the lookups) and
 * `translate.ts` (installed languages, `localise`, `inLocale`). The ICU engine (intl-messageformat,
 * about 10 KB gzipped) is imported by neither but carried by a language's translations (`withIcu` in
 * `icu.ts`, applied by `hi/index.ts`). So the web's English pages, which only register their sources,
 * carry neither the translation half nor the engine: both come with the Hindi chunk
 * (apps/web/src/lib/hindi.ts), and the login page keeps its budget.
 */

export {
  type CatalogueKeys,
  catalogue,
  catalogueEntries,
  MESSAGE_FORMAT,
  type MessageFormat,
  type Translation,
  type Translations,
  type TranslationsOf,
} from './registry';
export { hasTranslations, inLocale, installTranslations, localise } from './translate';
