import { z } from 'zod';
import {
  AUCTION_BID_ON,
  AUCTION_LIMITS,
  AUCTION_PHASES,
  AUCTION_VISIBILITY,
  type AuctionBid,
  type AuctionForBuyer,
  type AuctionForSupplier,
  type BidAccepted,
  DECREMENT_KINDS,
  type TenderAuction,
} from './auction';
import { auctionMessages as text } from './auction-messages';

/*
 * The auction calls' bodies and answers (issue 22, decision 050), shared by the server's routes and
 * the web's forms. Amounts are checked by the rules (exactDecimal, toPaise), not here, so a wrong
 * amount gets the rule's message.
 */

const wholeMinutes = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** POST /api/tenders/{tenderId}/auction. */
export const scheduleAuctionBodySchema = z.object(
  {
    startsAt: z.iso.datetime({ offset: true, error: text.startInvalid }),
    durationMinutes: wholeMinutes(
      AUCTION_LIMITS.minDurationMinutes,
      AUCTION_LIMITS.maxDurationMinutes,
      text.durationInvalid,
    ),
    supplierIds: z
      .array(z.string({ error: text.inviteeNotEligible }).trim().max(64, text.inviteeNotEligible), {
        error: text.inviteesTooFew,
      })
      .min(AUCTION_LIMITS.minInvitees, text.inviteesTooFew)
      .max(AUCTION_LIMITS.maxInvitees, text.inviteeNotEligible),
    bidOn: z.enum(AUCTION_BID_ON, { error: text.bidOnInvalid }),
    decrementKind: z.enum(DECREMENT_KINDS, { error: text.decrementKindInvalid }),
    // Checked by the rules (amount above 0, or a percentage up to maxPercent; 2 decimals).
    decrement: z.union([z.string(), z.number()], { error: text.decrementAmountInvalid }),
    extensionMinutes: wholeMinutes(0, AUCTION_LIMITS.maxExtensionMinutes, text.extensionInvalid),
    extensionLimit: wholeMinutes(0, AUCTION_LIMITS.maxExtensions, text.extensionLimitInvalid),
    visibility: z.enum(AUCTION_VISIBILITY, { error: text.visibilityInvalid }),
  },
  { error: text.settingsInvalid },
);
export type ScheduleAuctionBody = z.infer<typeof scheduleAuctionBodySchema>;

/** POST /api/suppliers/{supplierId}/tenders/{tenderId}/auction/bids. */
export const placeBidBodySchema = z.object(
  {
    /** The item bid on (line auctions); omitted or null when bidding the total. */
    itemCode: z.string({ error: text.lineRequired }).trim().max(500, text.lineUnknown).nullable().optional(),
    // A number or a decimal string, at most 2 decimals (checked by the rules).
    amount: z.union([z.string(), z.number()], { error: text.bidInvalid }),
  },
  { error: text.bidInvalid },
);
export type PlaceBidBody = z.infer<typeof placeBidBodySchema>;

const amount = z.string().describe('Exact decimal, e.g. "12345.60"');
const instant = z.string().describe('ISO instant');
const standing = z.object({ supplierId: z.string(), amount, rank: z.number().int() });
const settings = {
  startsAt: instant,
  durationMinutes: z.number().int(),
  bidOn: z.enum(AUCTION_BID_ON),
  decrementKind: z.enum(DECREMENT_KINDS),
  decrement: z.string(),
  extensionMinutes: z.number().int(),
  extensionLimit: z.number().int(),
  visibility: z.enum(AUCTION_VISIBILITY),
};
const lineRef = {
  itemCode: z.string().nullable().describe('null: the total'),
  itemName: z.string(),
  qty: z.string(),
  uom: z.string(),
};

export const auctionBidSchema = z.object({
  seq: z.number().int(),
  supplierId: z.string(),
  companyName: z.string(),
  itemCode: z.string().nullable(),
  amount,
  at: instant,
  rank: z.number().int(),
  extended: z.boolean(),
}) satisfies z.ZodType<AuctionBid>;

export const auctionForBuyerSchema = z.object({
  ...settings,
  _id: z.string(),
  tenderId: z.string(),
  phase: z.enum(AUCTION_PHASES),
  endsAt: instant.describe('The current end, after extensions'),
  extensionsUsed: z.number().int(),
  closedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  createdAt: instant,
  invitees: z.array(
    z.object({
      supplierId: z.string(),
      companyName: z.string(),
      quotationId: z.string(),
      startingTotal: amount,
    }),
  ),
  lines: z.array(z.object({ ...lineRef, standing: z.array(standing.extend({ companyName: z.string() })) })),
  recentBids: z.array(auctionBidSchema),
  bidCount: z.number().int(),
  lastSeq: z.number().int().describe('The live stream resumes after this event'),
  serverNow: instant.describe("The server's clock at this read"),
}) satisfies z.ZodType<AuctionForBuyer>;

export const tenderAuctionSchema = z.object({
  auction: auctionForBuyerSchema.nullable(),
  candidates: z.array(
    z.object({
      supplierId: z.string(),
      companyName: z.string(),
      quotationId: z.string(),
      totalWithGst: amount,
    }),
  ),
  blockedReason: z.string().nullable(),
}) satisfies z.ZodType<TenderAuction>;

export const auctionForSupplierSchema = z.object({
  ...settings,
  _id: z.string(),
  tenderId: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  phase: z.enum(AUCTION_PHASES),
  endsAt: instant,
  extensionsUsed: z.number().int(),
  closedAt: instant.nullable(),
  invitees: z.number().int(),
  lines: z.array(
    z.object({
      ...lineRef,
      startingPrice: amount,
      current: amount,
      nextMax: amount.nullable(),
      rank: z.number().int(),
      lowest: amount.nullable().describe('Only when the auction shows the lowest price'),
    }),
  ),
  myBids: z.array(z.object({ seq: z.number().int(), itemCode: z.string().nullable(), amount, at: instant })),
  lastSeq: z.number().int(),
  serverNow: instant,
}) satisfies z.ZodType<AuctionForSupplier>;

export const bidAcceptedSchema = z.object({
  seq: z.number().int(),
  itemCode: z.string().nullable(),
  amount,
  at: instant,
  rank: z.number().int(),
  endsAt: instant,
  extended: z.boolean(),
  nextMax: amount.nullable(),
  lowest: amount.nullable(),
}) satisfies z.ZodType<BidAccepted>;
