import { randomBytes } from 'node:crypto';
import { dropRunDatabases } from './database';

/**
 * The server project's global set-up (vitest.config.ts): names this run, so that the PostgreSQL test
 * databases its workers keep from file to file (decision 063) carry the name, and drops them when
 * the last file has run. On PGlite there is nothing to drop.
 */
export default function setup() {
  process.env.TD_TEST_RUN ??= `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return async () => {
    const baseUrl = process.env.DATABASE_URL;
    if (process.env.TEST_DB === 'postgres' && baseUrl) await dropRunDatabases(baseUrl);
  };
}
