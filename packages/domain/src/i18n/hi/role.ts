import type { ROLE_LABELS } from '../../permissions';
import type { TranslationsOf } from '../catalogue';

/** Hindi for the roles' names (`permissions.ts` ROLE_LABELS; decision 061). */
export const hiRole = {
  'role.admin': 'व्यवस्थापक',
  'role.subadmin': 'उप-व्यवस्थापक',
  'role.supplier': 'आपूर्तिकर्ता',
} satisfies TranslationsOf<typeof ROLE_LABELS, 'role'>;
