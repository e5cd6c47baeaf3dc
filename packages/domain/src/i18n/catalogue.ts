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
 * Two halves behind this one module: `registry.ts` (the English: `catalogue()`, the lookups, and
 * `inLocale`/`localise`, which hand over to the other half once it is loaded) and `translate.ts`
 * (installed languages, their formatting). The web's English pages carry only the first.
 */

export {
  type CatalogueKeys,
  catalogue,
  catalogueEntries,
  hasTranslations,
  inLocale,
  localise,
  type Translation,
  type Translations,
  type TranslationsOf,
} from './registry';
export { type IcuCompiler, installTranslations } from './translate';
