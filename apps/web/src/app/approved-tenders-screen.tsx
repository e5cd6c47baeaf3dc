import { useSendQuotation } from '../features/quotations/send-quotation';
import { ApprovedTendersPage } from '../features/supplier-tenders/status-tenders-pages';

/**
 * /approvedTender: the supplier-tenders feature's approved list with the quotations feature's Send
 * Quotation in its Actions column. A feature never imports another (decision 018), so the route
 * brings the two together here.
 */
export function ApprovedTendersScreen() {
  const send = useSendQuotation();
  return <ApprovedTendersPage before={send.slot} actions={send.action} />;
}
