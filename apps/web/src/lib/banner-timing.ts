/** Spec section 9: category and sub-category banners clear after 10 seconds. */
export const MASTER_TABLE_BANNER_MS = 10_000;
/** The spec gives no delay for sub-admin banners: they follow the master tables' 10 seconds. */
export const SUBADMIN_BANNER_MS = 10_000;
/** Spec section 9: role-matrix success banner 2 s, error banner 3 s. */
export const ROLE_SUCCESS_MS = 2_000;
export const ROLE_ERROR_MS = 3_000;
/** The spec gives no delay for account messages: they follow the master tables' 10 seconds. */
export const ACCOUNT_BANNER_MS = 10_000;
