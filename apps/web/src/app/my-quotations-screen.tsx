import { MyQuotationsPage } from '../features/quotations/my-quotations-page';
import { BID_STEPS, bidStatusOf } from './bid-pieces';

/**
 * /myQuotations: the quotations feature's list with the bids feature's pieces (issue 21): each row's
 * bid in short, and the technical part and bid security before the prices when editing.
 */
export function MyQuotationsScreen() {
  return <MyQuotationsPage beforePrices={BID_STEPS} bidStatus={bidStatusOf} />;
}
