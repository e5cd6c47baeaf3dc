import type { Caller } from '../../core/caller';
import type { DbOrTx } from '../../db/client';

/*
 * HOOK for slice H3 (issue 21 contract section D): the negotiation rounds of a tender as the
 * committee's Evaluation shows them (`Evaluation.rounds`). The committee slice answers none; the
 * negotiation slice replaces this file's body (and the `Round` type) with its own read.
 */

/** A negotiation round as `Evaluation.rounds` lists it (contract section D; filled by slice H3). */
export type Round = Record<string, unknown>;

/** The tender's negotiation rounds, oldest first. Until slice H3 lands: none. */
export async function readRounds(_db: DbOrTx, _tenderId: string, _caller: Caller): Promise<Round[]> {
  return [];
}
