/** The spec gives no delay for account messages: they follow the master tables' 10 seconds. */
export const ACCOUNT_BANNER_MS = 10_000;
