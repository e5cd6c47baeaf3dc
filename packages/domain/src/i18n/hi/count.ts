import type { countText } from '../../count-text';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `count-text.ts` (decision 061): counted phrases, with Hindi's plural forms. */
export const hiCount = {
  'count.subCategories': '{0, plural, one {# उप-श्रेणी} other {# उप-श्रेणियाँ}}',
  'count.suppliers': '{0, plural, one {# आपूर्तिकर्ता} other {# आपूर्तिकर्ता}}',
  'count.tenders': '{0, plural, one {# निविदा} other {# निविदाएँ}}',
} satisfies TranslationsOf<typeof countText, 'count'>;
