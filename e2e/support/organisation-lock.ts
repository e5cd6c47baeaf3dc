import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './env';

/*
 * The organisation settings are one row for the whole portal, and the e2e specs share one portal
 * (and run on two workers): organisation.spec.ts needs them incomplete when it starts, and
 * gst-order.spec.ts adds (then removes) a default buying unit of its own. Each holds this lock
 * while it changes them, so neither sees the other half-way. A directory is made atomically; a
 * lock older than `STALE_MS` (a worker killed while holding it) is taken over.
 */

const STALE_MS = 4 * 60_000;
const lockPath = () => path.join(tmpdir(), `tenderdesk-e2e-${E2E_PORT}-organisation.lock`);

function tryLock(): boolean {
  try {
    mkdirSync(lockPath());
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(lockPath()).mtimeMs > STALE_MS) rmSync(lockPath(), { recursive: true });
    } catch {
      // Released meanwhile: try again.
    }
    return false;
  }
}

/** Runs `step` while no other spec changes the organisation settings. */
export async function withOrganisationLock<T>(step: () => Promise<T>, waitMs = 180_000): Promise<T> {
  const until = Date.now() + waitMs;
  while (!tryLock()) {
    if (Date.now() > until) throw new Error('the organisation settings stayed locked by another spec');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    return await step();
  } finally {
    rmSync(lockPath(), { recursive: true, force: true });
  }
}
