import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import { conflict } from '../../core/errors';
import type { Tx } from '../../db/client';
import { orderState } from '../../shared/awarded-lines';
import { assertAwardable, sealedConflict, sealOf } from '../../shared/sealing';
import { type AwardOptions, lockTender } from './award-rows';

/**
 * Locks the tender and checks what any change of its award by line needs (decision 033): not
 * sealed, closed when awarding (decision 039), no order issued. Writes lock the tender row, as the
 * whole award does, so both kinds of award queue behind each other.
 */
export async function lockForLineChange(
  tx: Tx,
  tenderId: string,
  replace: boolean,
  options: AwardOptions,
  awarding = false,
) {
  const tender = await lockTender(tx, tenderId);
  const seal = sealOf(tender, options.timeZone);
  if (seal.sealed) throw sealedConflict(seal);
  // Awarding waits for the close (decision 039); clearing an award made before that rule may not.
  if (awarding) assertAwardable(tender, options.timeZone);
  const orders = await orderState(tx, tenderId);
  if (orders.issued > 0) throw conflict(text.ordersIssued);
  return {
    tender,
    /** Checked only once the change is known to change something. */
    checkDrafts: () => {
      if (orders.drafts > 0 && !replace) throw conflict(text.draftsExist(orders.drafts));
    },
  };
}
