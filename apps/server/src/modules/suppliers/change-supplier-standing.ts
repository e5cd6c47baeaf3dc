import { messages } from '@tenderdesk/domain/messages';
import { addPortalDays, formatPortalDay, portalToday } from '@tenderdesk/domain/portal-time';
import { linkTo } from '@tenderdesk/domain/screens';
import type { SupplierView } from '@tenderdesk/domain/supplier-list';
import { STANDING_LIMITS } from '@tenderdesk/domain/supplier-standing';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import type {
  BlacklistSupplierBody,
  HoldSupplierBody,
  LiftRestrictionBody,
} from '@tenderdesk/domain/vendor-schemas';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import type { Notifier } from '../../shared/notify';
import { getSupplier } from './service';

/*
 * POST /api/suppliers/hold/{id}, /blacklist/{id} and /lift/{id} (issue 24 item 4): the admin puts
 * a supplier on hold until a day, blacklists it with a reason and an order reference, or lifts
 * either. Find (locked) → check → change with its audit event → the supplier notified, in one
 * transaction. The account status does not change: the restriction is enforced where the supplier
 * would trade (shared/supplier-standing.ts).
 */

type StandingOptions = { notifier: Notifier; timeZone: string };

async function lockedSupplier(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      companyName: suppliers.companyName,
      holdUntil: suppliers.holdUntil,
      holdReason: suppliers.holdReason,
      blacklistedAt: suppliers.blacklistedAt,
      blacklistReason: suppliers.blacklistReason,
      blacklistOrderRef: suppliers.blacklistOrderRef,
    })
    .from(suppliers)
    .where(eq(suppliers.id, id))
    .for('update');
  if (!row) throw notFound(messages.suppliers.notFound);
  return row;
}

function checkedId(id: string): string {
  if (!isUuid(id)) throw notFound(messages.suppliers.notFound);
  return id;
}

/** Puts a supplier on hold through `until` (a day after today, at most the limit away). */
export async function holdSupplier(
  db: DbOrTx,
  caller: Caller,
  id: string,
  body: HoldSupplierBody,
  { notifier, timeZone }: StandingOptions,
): Promise<{ message: string; data: SupplierView }> {
  const today = portalToday(timeZone);
  if (body.until <= today) throw badRequest(vendorMessages.holdUntilInvalid, 'until');
  if (body.until > addPortalDays(today, STANDING_LIMITS.maxHoldDays))
    throw badRequest(vendorMessages.holdTooLong, 'until');
  return inTransaction(db, async (tx) => {
    const row = await lockedSupplier(tx, checkedId(id));
    if (row.blacklistedAt !== null) throw conflict(vendorMessages.alreadyBlacklisted);
    await tx
      .update(suppliers)
      .set({ holdUntil: body.until, holdReason: body.reason, updatedAt: sql`now()` })
      .where(eq(suppliers.id, id));
    await recordAudit(tx, caller, {
      action: 'supplier.hold',
      entity: 'supplier',
      entityId: id,
      changes: { holdUntil: { from: row.holdUntil, to: body.until }, reason: body.reason },
    });
    const until = formatPortalDay(body.until, 'numeric');
    await notifier.notify(
      tx,
      'supplier.restricted',
      { suppliers: [id] },
      { text: (t) => t.supplierHeld(until, body.reason), link: linkTo('companyProfile') },
    );
    return { message: vendorMessages.held(row.companyName, until), data: await getSupplier(tx, id) };
  });
}

/** Blacklists a supplier (until lifted), with a reason and the reference of the order deciding it. */
export async function blacklistSupplier(
  db: DbOrTx,
  caller: Caller,
  id: string,
  body: BlacklistSupplierBody,
  { notifier }: StandingOptions,
): Promise<{ message: string; data: SupplierView }> {
  return inTransaction(db, async (tx) => {
    const row = await lockedSupplier(tx, checkedId(id));
    if (row.blacklistedAt !== null) throw conflict(vendorMessages.alreadyBlacklisted);
    await tx
      .update(suppliers)
      .set({
        blacklistedAt: sql`now()`,
        blacklistReason: body.reason,
        blacklistOrderRef: body.orderReference,
        updatedAt: sql`now()`,
      })
      .where(eq(suppliers.id, id));
    await recordAudit(tx, caller, {
      action: 'supplier.blacklist',
      entity: 'supplier',
      entityId: id,
      changes: { reason: body.reason, orderReference: body.orderReference },
    });
    await notifier.notify(
      tx,
      'supplier.restricted',
      { suppliers: [id] },
      {
        text: (t) => t.supplierBlacklisted(body.reason, body.orderReference),
        link: linkTo('companyProfile'),
      },
    );
    return { message: vendorMessages.blacklistedDone(row.companyName), data: await getSupplier(tx, id) };
  });
}

/** Lifts a hold or a blacklist. */
export async function liftRestriction(
  db: DbOrTx,
  caller: Caller,
  id: string,
  body: LiftRestrictionBody,
  { notifier, timeZone }: StandingOptions,
): Promise<{ message: string; data: SupplierView }> {
  const today = portalToday(timeZone);
  return inTransaction(db, async (tx) => {
    const row = await lockedSupplier(tx, checkedId(id));
    const lifting = body.kind === 'hold';
    if (lifting && (row.holdUntil === null || row.holdUntil < today)) throw conflict(vendorMessages.notHeld);
    if (!lifting && row.blacklistedAt === null) throw conflict(vendorMessages.notBlacklisted);
    await tx
      .update(suppliers)
      .set(
        lifting
          ? { holdUntil: null, holdReason: null, updatedAt: sql`now()` }
          : { blacklistedAt: null, blacklistReason: null, blacklistOrderRef: null, updatedAt: sql`now()` },
      )
      .where(eq(suppliers.id, id));
    await recordAudit(tx, caller, {
      action: 'supplier.lift',
      entity: 'supplier',
      entityId: id,
      changes: lifting
        ? { kind: 'hold', holdUntil: row.holdUntil, reason: row.holdReason }
        : { kind: 'blacklist', reason: row.blacklistReason, orderReference: row.blacklistOrderRef },
    });
    await notifier.notify(
      tx,
      'supplier.restriction-lifted',
      { suppliers: [id] },
      { text: (t) => t.supplierRestrictionLifted(), link: linkTo('allTenders') },
    );
    return { message: vendorMessages.lifted(row.companyName), data: await getSupplier(tx, id) };
  });
}
