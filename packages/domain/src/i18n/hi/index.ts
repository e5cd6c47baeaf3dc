import type { Translations } from '../catalogue';
import { hiCount } from './count';
import { hiFieldLabels } from './field-labels';
import { hiLogoAndTaxIdentity } from './logo-and-tax-identity';
import { hiMessages } from './messages';
import { hiOrganisation } from './organisation';
import { hiRegistration } from './registration';
import { hiScorecard } from './scorecard';
import { hiSupplierTax } from './supplier-tax';
import { hiTenderLabels } from './tender-labels';

/**
 * Hindi: one part per English source, each `satisfies TranslationsOf<typeof source, 'prefix'>` so a
 * missing or extra key fails the typecheck as well as `completeness.test.ts` (decision 061). The
 * web loads this module only when Hindi is chosen; the server installs it at start.
 */
export const hindi: Translations = {
  ...hiMessages,
  ...hiRegistration,
  ...hiSupplierTax,
  ...hiOrganisation,
  ...hiCount,
  ...hiTenderLabels,
  ...hiFieldLabels,
  ...hiScorecard,
  ...hiLogoAndTaxIdentity,
};
