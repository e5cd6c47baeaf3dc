import { purchaseRequestText as text } from '@tenderdesk/domain/purchase-request-messages';
import {
  PURCHASE_REQUEST_TRANSITIONS,
  type PurchaseRequestAction,
} from '@tenderdesk/domain/purchase-requests';
import type { Caller } from '../../core/caller';
import { conflict, forbidden } from '../../core/errors';

/*
 * Who may do what to a purchase request. Purchase requests (issue 12, decision 032). A holder of purchaseRequests raises a request as a
 * Draft, edits it, submits it; an admin or a holder of manageTenders who did not raise it approves
 * or rejects it (with a reason); the author may reopen a Rejected request as a Draft; an Approved
 * request becomes a tender through the tender create call (db/purchase-request-link.ts). Every
 * change and its audit event share one transaction; the request row is locked while its status moves.
 */

export type Owned = { createdBy: string | null };

/** The author (or the admin, who holds every key) edits, submits, reopens and deletes. */
export function isAuthorSide(caller: Caller, request: Owned): boolean {
  return request.createdBy === caller.id || caller.role === 'admin';
}

export function mayRaise(caller: Caller): boolean {
  return caller.permissions.purchaseRequests;
}

/** Deciders: the admin and holders of manageTenders, never the request's author. */
export function mayDecide(caller: Caller, request: Owned): boolean {
  return caller.permissions.manageTenders && request.createdBy !== caller.id;
}

export function assertMayAct(caller: Caller, request: Owned, action: PurchaseRequestAction) {
  const by = PURCHASE_REQUEST_TRANSITIONS[action].by;
  if (by === 'decider') {
    if (request.createdBy === caller.id) throw forbidden(text.ownRequest);
    if (!caller.permissions.manageTenders) throw forbidden(text.mayNotDecide);
    return;
  }
  if (!mayRaise(caller) || !isAuthorSide(caller, request)) throw forbidden(text.notAuthor);
}

export function wrongStatus(action: PurchaseRequestAction, status: string) {
  return conflict(text.wrongStatus(PURCHASE_REQUEST_TRANSITIONS[action].verb, status));
}
