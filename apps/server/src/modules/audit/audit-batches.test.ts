import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../db/audit';
import { createTestApp, type TestContext } from '../../test/app';
import { auditEventBatches } from './list-audit-events';

/*
 * Issue 23 item 5: the audit log's export reads its events in batches by keyset (db/paging.ts
 * `batches`), newest first. Events are written while an export is being read; an offset would then
 * repeat the rows the new ones pushed down. The walk shows every event that was there, once.
 */

let ctx: TestContext;
const filters = {
  entity: 'category',
  entityId: undefined,
  tenderId: undefined,
  actorId: undefined,
  action: 'category.create',
  from: undefined,
  to: undefined,
};
const options = { timeZone: 'Asia/Kolkata' };

const addEvent = (n: number) =>
  recordAudit(ctx.db, null, {
    action: 'category.create',
    entity: 'category',
    entityId: `batch-test-${n}`,
    changes: { name: `Category ${n}` },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  for (let n = 1; n <= 7; n++) await addEvent(n);
});
afterAll(() => ctx.close());

describe('the audit log export batches', () => {
  it('neither repeat nor hide a row when events are added between two batches', async () => {
    const before: number[] = [];
    for await (const batch of auditEventBatches(ctx.db, filters, options, 100))
      for (const event of batch) before.push(event.seq);
    expect(before).toHaveLength(7);

    const walk = auditEventBatches(ctx.db, filters, options, 2);
    const seen: number[] = [];
    const first = await walk.next();
    for (const event of first.value ?? []) seen.push(event.seq);
    // Two newer events land at the head of the newest-first log.
    await addEvent(8);
    await addEvent(9);
    for await (const batch of walk) for (const event of batch) seen.push(event.seq);
    expect(seen).toEqual(before);
  });
});
