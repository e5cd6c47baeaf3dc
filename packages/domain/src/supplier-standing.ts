/*
 * A supplier's standing beside its account status (issue 24 item 4): the admin may put an Active
 * supplier on hold until a day (temporary) or blacklist it (with a reason and an order reference).
 * The account status (Pending / Active / Inactive, spec section 4) is unchanged by either: a
 * supplier on hold or blacklisted still logs in and sees its records, but the server refuses it new
 * interest, quotations, awards and orders while the restriction holds.
 */

export type SupplierRestriction =
  | { kind: 'none' }
  | { kind: 'hold'; until: string; reason: string }
  | { kind: 'blacklisted'; reason: string; orderReference: string; since: string };

export type SupplierRestrictionFacts = {
  holdUntil: string | null;
  holdReason: string | null;
  blacklistedAt: string | null;
  blacklistReason: string | null;
  blacklistOrderRef: string | null;
};

/** The actions a restriction refuses. */
export const RESTRICTED_ACTIONS = ['interest', 'quotation', 'award', 'order'] as const;
export type RestrictedAction = (typeof RESTRICTED_ACTIONS)[number];

export const STANDING_LIMITS = { reasonMax: 500, orderRefMax: 120, maxHoldDays: 3650 } as const;

/**
 * The restriction in force on `today`: a blacklist wins over a hold; a hold lasts through its
 * `until` day and lapses by itself after it (no job needed).
 */
export function restrictionOn(facts: SupplierRestrictionFacts, today: string): SupplierRestriction {
  if (facts.blacklistedAt !== null) {
    return {
      kind: 'blacklisted',
      reason: facts.blacklistReason ?? '',
      orderReference: facts.blacklistOrderRef ?? '',
      since: facts.blacklistedAt,
    };
  }
  if (facts.holdUntil !== null && facts.holdUntil >= today) {
    return { kind: 'hold', until: facts.holdUntil, reason: facts.holdReason ?? '' };
  }
  return { kind: 'none' };
}

/** Whether a restriction refuses an action (every restriction refuses every restricted action). */
export function restrictionRefuses(restriction: SupplierRestriction, _action: RestrictedAction): boolean {
  return restriction.kind !== 'none';
}
