import { AUCTION_LIMITS, type AuctionForBuyer, readDecrement } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import type { ScheduleAuctionBody } from '@tenderdesk/domain/auction-schemas';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { linkTo } from '@tenderdesk/domain/screens';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { auctionInvitees, auctions } from '../../db/schema/auctions';
import { quotationLines } from '../../db/schema/quotations';
import { tenderItems } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import type { StartingLine } from '../../shared/auction-standings';
import { openSealedQuotations } from '../../shared/sealing';
import { settleNegotiations } from '../../shared/settle-negotiations';
import {
  type AuctionOptions,
  activeAuction,
  databaseNow,
  eligibleQuotations,
  idOf,
  lockTender,
  schedulingBlock,
  tenderMissing,
} from './auction-rows';
import { buyerView } from './auction-views';

/*
 * POST /api/tenders/{tenderId}/auction (issue 22, decision 050): once the prices are open, before
 * any award and with no negotiation round open, the buyer schedules one reverse auction. Each
 * invitee (at least two, each with a priced quotation the buyer may see) starts from its opened
 * quotation: its grand total with GST, or each quoted item's unit price (the lowest when an item
 * was quoted twice), as they are now. Written with the tender row locked (as awards lock it),
 * audited, and each invitee notified with the start and end in the portal's time zone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The body's invitees, each once, lower case; 400 when one is not an id or there are too few. */
function inviteesOf(body: ScheduleAuctionBody): string[] {
  const ids = [...new Set(body.supplierIds.map((id) => id.trim().toLowerCase()))];
  if (ids.some((id) => !isUuid(id))) throw badRequest(text.inviteeNotEligible, 'supplierIds');
  if (ids.length < AUCTION_LIMITS.minInvitees) throw badRequest(text.inviteesTooFew, 'supplierIds');
  return ids;
}

function decrementOf(body: ScheduleAuctionBody): string {
  const decrement = readDecrement(body.decrementKind, body.decrement);
  if (decrement !== null) return decrement;
  const message =
    body.decrementKind === 'percent' ? text.decrementPercentInvalid : text.decrementAmountInvalid;
  throw badRequest(message, 'decrement');
}

/** The start by the database's clock: in the future, within AUCTION_LIMITS.maxDaysAhead. */
async function checkStart(tx: Tx, startsAt: Date) {
  const now = await databaseNow(tx);
  if (startsAt.getTime() <= now.getTime()) throw badRequest(text.startPast, 'startsAt');
  if (startsAt.getTime() > now.getTime() + AUCTION_LIMITS.maxDaysAhead * DAY_MS)
    throw badRequest(text.startTooFar, 'startsAt');
}

/** Each quotation's starting lines: per tender item it quoted, its lowest unit price there. */
async function startingLines(tx: Tx, quotationIds: readonly string[]): Promise<Map<string, StartingLine[]>> {
  const rows = await tx
    .select({
      quotationId: quotationLines.quotationId,
      unitPrice: quotationLines.unitPrice,
      gstRate: quotationLines.gstRate,
      item: tenderItems,
    })
    .from(quotationLines)
    .innerJoin(tenderItems, eq(tenderItems.id, quotationLines.tenderItemId))
    .where(
      and(inArray(quotationLines.quotationId, [...quotationIds]), isNotNull(quotationLines.tenderItemId)),
    )
    .orderBy(asc(quotationLines.quotationId), asc(tenderItems.position), asc(quotationLines.unitPrice));
  const byQuotation = new Map<string, StartingLine[]>();
  for (const row of rows) {
    const lines = byQuotation.get(row.quotationId) ?? [];
    // Ordered by price within an item: the first line of an item is its lowest.
    if (lines.some((line) => line.tenderItemId === row.item.id)) continue;
    lines.push({
      tenderItemId: row.item.id,
      position: row.item.position,
      itemCode: row.item.itemCode,
      itemName: row.item.itemName,
      qty: row.item.qty,
      uom: row.item.uom,
      unitPrice: row.unitPrice,
      gstRate: row.gstRate,
    });
    byQuotation.set(row.quotationId, lines);
  }
  return byQuotation;
}

/** The checks and writes, with the tender locked. */
async function schedule(
  tx: Tx,
  caller: Caller,
  tenderId: string,
  body: ScheduleAuctionBody,
  input: { invitees: string[]; decrement: string; startsAt: Date },
  options: AuctionOptions,
) {
  const tender = await lockTender(tx, tenderId);
  await checkStart(tx, input.startsAt);
  await settleNegotiations(tx, caller, tenderId);
  const blocked = await schedulingBlock(tx, tender, await activeAuction(tx, tenderId), options.timeZone);
  if (blocked) throw conflict(blocked);
  const eligible = await eligibleQuotations(tx, tenderId, input.invitees);
  if (eligible.length !== input.invitees.length) throw badRequest(text.inviteeNotEligible, 'supplierIds');
  const lines = await startingLines(
    tx,
    eligible.map((quotation) => quotation.quotationId),
  );
  const endsAt = new Date(input.startsAt.getTime() + body.durationMinutes * 60_000);
  const [auction] = await tx
    .insert(auctions)
    .values({
      tenderId,
      startsAt: input.startsAt,
      durationMinutes: body.durationMinutes,
      endsAt,
      bidOn: body.bidOn,
      decrementKind: body.decrementKind,
      decrement: input.decrement,
      extensionMinutes: body.extensionMinutes,
      extensionLimit: body.extensionLimit,
      visibility: body.visibility,
      createdBy: caller.id,
    })
    .returning();
  if (!auction) throw new Error('auction insert returned nothing');
  await tx.insert(auctionInvitees).values(
    eligible.map((quotation) => ({
      auctionId: auction.id,
      supplierId: quotation.supplierId,
      quotationId: quotation.quotationId,
      startingTotal: quotation.totalWithGst,
      startingLines: lines.get(quotation.quotationId) ?? [],
      startingAt: quotation.updatedAt,
    })),
  );
  return { tender, auction, endsAt };
}

/** POST /api/tenders/{tenderId}/auction. */
export async function scheduleAuction(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  body: ScheduleAuctionBody,
  options: AuctionOptions,
): Promise<AuctionForBuyer> {
  const tenderId = idOf(tenderIdParam);
  if (!tenderId) throw tenderMissing();
  const input = {
    invitees: inviteesOf(body),
    decrement: decrementOf(body),
    startsAt: new Date(body.startsAt),
  };
  return withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const { tender, auction, endsAt } = await schedule(tx, caller, tenderId, body, input, options);
        await recordAudit(tx, caller, {
          action: 'auction.schedule',
          entity: 'tender',
          entityId: tenderId,
          changes: {
            auctionId: auction.id,
            startsAt: auction.startsAt.toISOString(),
            endsAt: endsAt.toISOString(),
            bidOn: auction.bidOn,
            decrementKind: auction.decrementKind,
            decrement: auction.decrement,
            extensionMinutes: auction.extensionMinutes,
            extensionLimit: auction.extensionLimit,
            visibility: auction.visibility,
            invitees: input.invitees,
          },
        });
        await options.notifier.notify(
          tx,
          'auction.invited',
          { suppliers: input.invitees },
          {
            text: (t, locale) =>
              t.auctionInvited(
                tender,
                formatInstant(auction.startsAt, options.timeZone, {}, locale),
                formatInstant(endsAt, options.timeZone, {}, locale),
                auction.bidOn,
              ),
            link: linkTo('supplierAuction', { id: tenderId }),
          },
        );
        // The starting prices are the opened quotations: a sealed tender's are opened (once) now.
        await openSealedQuotations(tx, caller, [tender], options.timeZone);
        return buyerView(tx, auction);
      }),
    // Two schedules at once: the tender's active-auction index refuses the second.
    { unique: conflict(text.alreadyScheduled) },
  );
}
