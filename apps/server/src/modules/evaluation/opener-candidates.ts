import type { OpenerCandidate } from '@tenderdesk/domain/evaluation-bid-views';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { openerColumns } from './bid-rows';

/**
 * GET /api/tenders/opener-candidates (manageTenders): the accounts a tender may name as bid
 * openers, the admin and every sub-admin (an admin account exists only while active), by name.
 */
export function listOpenerCandidates(db: Db): Promise<OpenerCandidate[]> {
  return db
    .select(openerColumns)
    .from(admins)
    .orderBy(asc(sql`lower(${admins.username})`), asc(admins.id));
}
