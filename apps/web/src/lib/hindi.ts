import { compileIcu, hindi } from '@tenderdesk/domain/i18n/hi/index';
import { installTranslations } from '@tenderdesk/domain/i18n/translate';

/**
 * Hindi for the web (issue 26): a chunk of its own, fetched the first time Hindi is chosen
 * (`i18n.ts`). It brings every Hindi text, the ICU engine (FormatJS) and the catalogue's translation
 * half (`translate.ts`), none of which an English page loads.
 */
export function installHindi() {
  installTranslations('hi', hindi, compileIcu);
}
