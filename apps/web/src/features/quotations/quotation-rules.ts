/** Spec section 9: the quotation success message is shown 1.5 s after the success dialog. */
export const SUBMITTED_BANNER_DELAY_MS = 1_500;
/** The spec gives no delay for the quotation banners: they follow the master tables' 10 seconds. */
export const QUOTATION_BANNER_MS = 10_000;
