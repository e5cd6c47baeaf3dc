import type { Translations } from '../catalogue';
import { documentHindi } from './document';

/**
 * Hindi: one part per English source, each `satisfies TranslationsOf<typeof source, 'prefix'>` so a
 * missing or extra key fails the typecheck as well as `completeness.test.ts` (decision 061). The
 * web loads this module only when Hindi is chosen; the server installs it at start.
 */
export const hindi: Translations = {
  ...documentHindi,
};
