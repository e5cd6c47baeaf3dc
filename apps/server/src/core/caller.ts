import type { Permissions, Role } from '@tenderdesk/domain/permissions';

/** The authenticated account behind a request, re-read from the database on every request. */
export type Caller = {
  id: string;
  role: Role;
  username: string;
  email: string;
  permissions: Permissions;
};
