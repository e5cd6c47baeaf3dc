/** Accounts seeded before the browser tests start (see start-server.ts). */
export const ADMIN = { email: 'admin@e2e.test', password: 'Admin#Pass123', username: 'Priya Admin' };
export const SUBADMIN = { email: 'sub@e2e.test', password: 'Sub#Pass1234', username: 'Ravi Sub' };
export const SUPPLIER = { email: 'supplier@e2e.test', password: 'Supp#Pass123' };
/** The groups the seeded sub-admin may see. */
export const SUBADMIN_PERMISSIONS = ['masterTables', 'reports'] as const;
