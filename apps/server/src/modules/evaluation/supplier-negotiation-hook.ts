import type { NegotiationForSupplier } from '@tenderdesk/domain/evaluation-bid-views';
import type { DbOrTx } from '../../db/client';

/*
 * HOOK FOR SLICE H3 (issue 21, contract section D): the negotiation round a supplier is invited to,
 * as `SupplierBid.negotiation` shows it. Slice H1 answers null (no negotiation yet); slice H3
 * replaces this file's body with the latest round the supplier is invited to
 * (NegotiationForSupplier), keeping the signature: GET .../bid and the envelope writes call it.
 */

/** The latest negotiation round `supplierId` is invited to on `tenderId`, or null. */
export async function readSupplierNegotiation(
  _db: DbOrTx,
  _tenderId: string,
  _supplierId: string,
): Promise<NegotiationForSupplier | null> {
  return null;
}
