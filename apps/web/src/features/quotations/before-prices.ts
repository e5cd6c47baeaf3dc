import type { Tender } from '@tenderdesk/domain/tender-rules';
import type { ComponentType, ReactNode } from 'react';

/*
 * Steps another feature shows in the quotation modal before the prices (issue 21: the bids
 * feature's technical part and bid security). A feature never imports another (decision 018), so
 * app/ hands them to the editor; without them the modal is the prices alone, as it always was.
 */

export type BeforePricesProps = {
  tenderId: string;
  supplierId: string;
  /** The prices step: the quotation form, with a Back button when given one. */
  prices: (onBack?: () => void) => ReactNode;
  /** Whether the steps hold anything typed and not saved (closing then asks first). */
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
};

export type BeforePrices = {
  /**
   * From the tender view: false when the tender needs no steps (the prices alone, nothing else
   * fetched), true when it does, null when the view does not say (the steps then decide).
   */
  needed: (tender: Tender) => boolean | null;
  /** The steps (a lazy component: fetched only when a tender needs them), ending with `prices`. */
  Steps: ComponentType<BeforePricesProps>;
};
