/** Spec section 9: category and sub-category banners clear after 10 seconds. */
export const MASTER_TABLE_BANNER_MS = 10_000;
