import type { Translations } from '../catalogue';
import { hiAudit } from './audit';
import { hiMail } from './mail';
import { hiNotification, hiNotificationAction } from './notification';
import { hiPurchaseOrder } from './purchase-order';
import { hiPurchaseRequest } from './purchase-request';
import { hiReport } from './report';
import { hiStatement } from './statement';
import { hiVendor } from './vendor';

/**
 * Hindi: one part per English source, each `satisfies TranslationsOf<typeof source, 'prefix'>` so a
 * missing or extra key fails the typecheck as well as `completeness.test.ts` (decision 061). The
 * web loads this module only when Hindi is chosen; the server installs it at start.
 */
export const hindi: Translations = {
  ...hiNotification,
  ...hiNotificationAction,
  ...hiMail,
  ...hiAudit,
  ...hiPurchaseOrder,
  ...hiPurchaseRequest,
  ...hiReport,
  ...hiStatement,
  ...hiVendor,
};
