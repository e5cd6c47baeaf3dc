import type { supplierStandingText } from '../../ui/supplier-standing';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/supplier-standing.ts`: a supplier's hold or blacklist in one line (decision 061). */
export const hiUiSupplierStanding = {
  'ui.supplierStanding.onHold': '{0} तक रोक: {1}',
  'ui.supplierStanding.blacklisted': '{0} को काली सूची में डाला गया (आदेश {1}): {2}',
} satisfies TranslationsOf<typeof supplierStandingText, 'ui.supplierStanding'>;
