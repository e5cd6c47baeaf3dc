import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGE_FORMAT, type MessageFormat, type Translation, type Translations } from './registry';

/**
 * The ICU engine (FormatJS intl-messageformat: plurals, selects, numbers in the language's style),
 * given to a language's translations rather than imported by `catalogue.ts`, so that it is loaded
 * only where a language other than English is (decision 061): the server at start, the web with
 * the Hindi chunk.
 */
const compiled = new Map<string, IntlMessageFormat>();

export const formatIcu: MessageFormat = (message, intlLocale, values) => {
  const cacheKey = `${intlLocale}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, intlLocale);
    compiled.set(cacheKey, format);
  }
  const text = format.format(values as Record<string, string | number>);
  return Array.isArray(text) ? text.join('') : String(text);
};

/** A language's translations with the ICU engine that formats them: `withIcu({ ...parts })`. */
export function withIcu(translations: Readonly<Record<string, Translation>>): Translations {
  return { ...translations, [MESSAGE_FORMAT]: formatIcu };
}
