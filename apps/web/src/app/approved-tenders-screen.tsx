import { useSendQuotation } from '../features/quotations/send-quotation';
import { ApprovedTendersPage } from '../features/supplier-tenders/status-tenders-pages';
import { BID_STEPS } from './bid-pieces';

/**
 * /approvedTender: the supplier-tenders feature's approved list with the quotations feature's Send
 * Quotation in its Actions column, with the bids feature's steps before the prices (issue 21). A
 * feature never imports another (decision 018), so the route brings them together here.
 */
export function ApprovedTendersScreen() {
  const send = useSendQuotation({ beforePrices: BID_STEPS });
  return <ApprovedTendersPage before={send.slot} actions={send.action} />;
}
