import { catalogue } from '../i18n/catalogue';

/**
 * A supplier's hold or blacklist as one line (apps/web/src/lib/supplier-standing.ts: the admin's
 * supplier details and the supplier's own profile). The days arrive formatted.
 */
export const supplierStandingText = catalogue('ui.supplierStanding', {
  onHold: (until: string, reason: string) => `On hold until ${until}: ${reason}`,
  blacklisted: (since: string, orderReference: string, reason: string) =>
    `Blacklisted on ${since} (order ${orderReference}): ${reason}`,
});
