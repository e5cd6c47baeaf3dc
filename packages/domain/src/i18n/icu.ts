import { IntlMessageFormat } from 'intl-messageformat';
import type { IcuCompiler } from './catalogue';

/**
 * The ICU formatter of the translations (FormatJS's intl-messageformat: plurals, selects, numbers).
 * Only the translations import it (`hi/index.ts`), so it loads with them and never on an English page.
 */
export const compileIcu: IcuCompiler = (message, intlLocale) => {
  const format = new IntlMessageFormat(message, intlLocale);
  return (values) => {
    const text = format.format(values as Record<string, string | number>);
    return Array.isArray(text) ? text.join('') : String(text);
  };
};
