import type { Locale } from '@tenderdesk/domain/i18n/locale';
import type { Permissions, Role } from '@tenderdesk/domain/permissions';

/** The authenticated account behind a request, re-read from the database on every request. */
export type Caller = {
  id: string;
  role: Role;
  username: string;
  email: string;
  permissions: Permissions;
  /** The language the person chose (issue 26); null until chosen (absent on callers made by tests). */
  language?: Locale | null;
};
