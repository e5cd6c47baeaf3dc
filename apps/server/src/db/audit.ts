import type { Caller } from '../core/caller';
import type { DbOrTx } from './client';
import { auditEvents } from './schema/audit';

/** Every kind of record an audit event can be about. */
export const AUDIT_ENTITIES = [
  'admin',
  'subadmin',
  'supplier',
  'category',
  'sub-category',
  'tender',
  'interest',
  'quotation',
  'question',
  'purchase-order',
  'purchase-request',
  'organisation',
  'buying-unit',
  'unit-of-measure',
  'document-type',
  'supplier-document',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Accounts: their own profile and password changes are recorded against the caller's role. */
const ACCOUNT_ENTITIES = ['admin', 'subadmin', 'supplier'] as const satisfies readonly AuditEntity[];

/**
 * The closed audit vocabulary: every action, with the entities it may be recorded against. A new
 * feature adds its actions here; a typo in a `recordAudit` call fails the type check.
 */
export const AUDIT_ACTIONS = {
  'profile.update': ACCOUNT_ENTITIES,
  'account.change-password': ACCOUNT_ENTITIES,
  /** A forgotten password reset through an emailed link (the account is its own actor). */
  'account.reset-password': ACCOUNT_ENTITIES,
  'category.create': ['category'],
  'category.update': ['category'],
  'category.delete': ['category'],
  'sub-category.create': ['sub-category'],
  'sub-category.update': ['sub-category'],
  'sub-category.delete': ['sub-category'],
  'subadmin.create': ['subadmin'],
  'subadmin.update': ['subadmin'],
  'subadmin.delete': ['subadmin'],
  'subadmin.permissions-update': ['subadmin'],
  'supplier.register': ['supplier'],
  'supplier.import': ['supplier'],
  'supplier.activate': ['supplier'],
  'supplier.inactivate': ['supplier'],
  'supplier.hold': ['supplier'],
  'supplier.blacklist': ['supplier'],
  'supplier.lift': ['supplier'],
  /** Document types and supplier documents (issue 24 item 1). */
  'document-type.create': ['document-type'],
  'document-type.update': ['document-type'],
  'document-type.delete': ['document-type'],
  'supplier-document.upload': ['supplier-document'],
  'supplier-document.verify': ['supplier-document'],
  'supplier-document.reject': ['supplier-document'],
  'tender.create': ['tender'],
  /** A tender copied into a new draft (issue 23): recorded against the copy, naming its origin. */
  'tender.copy': ['tender'],
  'tender.update': ['tender'],
  'tender.mark-ready': ['tender'],
  'tender.publish': ['tender'],
  'tender.close-early': ['tender'],
  'tender.delete': ['tender'],
  'interest.express': ['interest'],
  'interest.decide': ['interest'],
  'quotation.submit': ['quotation'],
  'quotation.revise': ['quotation'],
  'tender.quotations.open': ['tender'],
  'award.select': ['tender'],
  'award.change': ['tender'],
  'award.margin': ['tender'],
  'question.ask': ['question'],
  'question.answer': ['question'],
  'tender.addendum': ['tender'],
  'quotation.confirm': ['quotation'],
  /** Award by line and purchase orders (decision 033). */
  'award.lines': ['tender'],
  'award.lines-clear': ['tender'],
  'purchase-order.generate': ['purchase-order'],
  'purchase-order.update': ['purchase-order'],
  'purchase-order.issue': ['purchase-order'],
  'purchase-order.acknowledge': ['purchase-order'],
  'purchase-order.cancel': ['purchase-order'],
  /** Goods received against an order (issue 24), which may close it; or closed short with a reason. */
  'purchase-order.receive': ['purchase-order'],
  'purchase-order.short-close': ['purchase-order'],
  'purchase-order.reissue': ['purchase-order'],
  'purchase-request.create': ['purchase-request'],
  'purchase-request.update': ['purchase-request'],
  'purchase-request.delete': ['purchase-request'],
  'purchase-request.submit': ['purchase-request'],
  'purchase-request.approve': ['purchase-request'],
  'purchase-request.reject': ['purchase-request'],
  'purchase-request.reopen': ['purchase-request'],
  'purchase-request.tender': ['purchase-request'],
  /** The buying organisation, its units and the units of measure (decision 046). */
  'organisation.update': ['organisation'],
  'organisation.logo-update': ['organisation'],
  'organisation.logo-remove': ['organisation'],
  'buying-unit.create': ['buying-unit'],
  'buying-unit.update': ['buying-unit'],
  'buying-unit.delete': ['buying-unit'],
  'unit-of-measure.create': ['unit-of-measure'],
  'unit-of-measure.delete': ['unit-of-measure'],
  /**
   * The evaluation (issue 21, decision 049), all recorded against the tender. Their details never
   * hold an envelope's contents (answers, documents, payment references) nor a sealed price: a
   * negotiated offer's prices are recorded by `negotiation.settle`, after its deadline.
   */
  'tender.evaluation-settings': ['tender'],
  'technical-bid.save': ['tender'],
  'bid-security.declare': ['tender'],
  'envelope.confirm': ['tender'],
  'envelope.open': ['tender'],
  'technical.decide': ['tender'],
  'technical.complete': ['tender'],
  'bid-security.verify': ['tender'],
  'bid-security.release': ['tender'],
  'negotiation.start': ['tender'],
  'negotiation.offer': ['tender'],
  'negotiation.settle': ['tender'],
  /**
   * The live reverse auction (issue 22, decision 050), recorded against the tender: every accepted
   * bid (its amount, rank, arrival and whether it extended the end) and the close (final ranks).
   */
  'auction.schedule': ['tender'],
  'auction.cancel': ['tender'],
  'auction.bid': ['tender'],
  'auction.close': ['tender'],
} as const satisfies Record<string, readonly AuditEntity[]>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** One event: the action, an entity that action allows, the record's id and what changed. */
export type AuditInput<A extends AuditAction = AuditAction> = {
  action: A;
  entity: (typeof AUDIT_ACTIONS)[A][number];
  entityId?: string | null;
  changes?: unknown;
  /**
   * The tender the event belongs to, for its history (decision 035). The database derives it for
   * tender, interest, quotation and question events; other entities that belong to a tender give it.
   */
  tenderId?: string | null;
};

/**
 * Records an audit event. The database chains it (seq, prev_hash, hash) and refuses any later
 * change or removal (decision 035; verification in `db/audit-chain.ts`).
 * Call it with the transaction that makes the change, so both land or neither.
 */
export async function recordAudit<A extends AuditAction>(
  tx: DbOrTx,
  actor: Pick<Caller, 'id' | 'role'> | null,
  event: AuditInput<A>,
): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: actor?.id ?? null,
    actorRole: actor?.role ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId ?? null,
    changes: event.changes ?? null,
    tenderId: event.tenderId ?? null,
  });
}

/** Several events of one actor in one statement (an import's rows), in the given order. */
export async function recordAudits<A extends AuditAction>(
  tx: DbOrTx,
  actor: Pick<Caller, 'id' | 'role'> | null,
  events: readonly AuditInput<A>[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(auditEvents).values(
    events.map((event) => ({
      actorId: actor?.id ?? null,
      actorRole: actor?.role ?? null,
      action: event.action,
      entity: event.entity,
      entityId: event.entityId ?? null,
      changes: event.changes ?? null,
      tenderId: event.tenderId ?? null,
    })),
  );
}

/** The { field: {from, to} } of the fields whose value differs, for update events. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && before[key] !== value) changes[key] = { from: before[key], to: value };
  }
  return changes;
}
