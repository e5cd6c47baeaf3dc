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
  /**
   * A supplier's own category, read in the same query as the account (decision 066): the tender
   * lists a supplier calls most are filtered by it. Absent for staff.
   */
  category?: { id: string; name: string };
};
