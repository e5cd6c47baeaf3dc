import type { Database, Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { TokenService } from '../security/tokens';
import type { Notifier } from './notify';

/**
 * What every module's routes factory is given by `app.ts`: one object, the same for all, so adding
 * a dependency never changes the other modules' signatures. A module takes what it uses from it.
 */
export type ModuleDeps = {
  /** The database handle (kind, migrations, health); most modules need only `db`. */
  database: Database;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  notifier: Notifier;
  /** PORTAL_TIME_ZONE: closing days, the portal's calendar (decision 038). */
  timeZone: string;
};
