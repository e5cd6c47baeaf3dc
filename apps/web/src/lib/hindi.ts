import { inLocale, installTranslations, localise } from '@tenderdesk/domain/i18n/catalogue';
import { hindi } from '@tenderdesk/domain/i18n/hi/index';

/**
 * Hindi for the web (issue 26): a chunk of its own, fetched the first time Hindi is chosen
 * (lib/i18n.ts). It brings the Hindi catalogue, the ICU engine it carries and the catalogue's
 * translation half, none of which the English pages load.
 */
installTranslations('hi', hindi);

export const translator = { inLocale, localise };
