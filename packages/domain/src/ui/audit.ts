import { catalogue } from '../i18n/catalogue';

/**
 * The admin's Audit Log screen (apps/web/src/features/audit). The log's own messages and the actions'
 * names are `auditMessages`; who did it, the records' ids and what changed are data.
 */
export const auditUiText = catalogue('ui.audit', {
  title: 'Audit Log',
  description:
    'Every change made in the portal, newest first. Events are chained by hashes: verify that none was changed or removed.',
  tender: 'Tender',
  anyTender: 'Any tender',
  noTender: 'No published tender matches',
  action: 'Action',
  anyAction: 'Any action',
  recordType: 'Record type',
  anyRecord: 'Any record',
  recordId: 'Record id',
  actorId: 'Actor id',
  anyone: 'Anyone',
  from: 'From',
  to: 'To',
  clearFilters: 'Clear filters',
  events: (n: number) => `${n} event${n === 1 ? '' : 's'}`,
  system: 'System',
  onlyEventsOf: (actor: string) => `Show only the events of ${actor}`,
  label: 'Audit events',
  columns: {
    when: 'When',
    actor: 'Actor',
    action: 'Action',
    record: 'Record',
    details: 'Details',
  },
  /** The kinds of record an event is about (its `entity`), by value, as the filter and rows show them. */
  entity: {
    tender: 'tender',
    interest: 'interest',
    quotation: 'quotation',
    question: 'question',
    supplier: 'supplier',
    category: 'category',
    'sub-category': 'sub-category',
    subadmin: 'subadmin',
    admin: 'admin',
    'document-type': 'document-type',
    'supplier-document': 'supplier-document',
    'purchase-order': 'purchase-order',
    'purchase-request': 'purchase-request',
    organisation: 'organisation',
    'buying-unit': 'buying-unit',
    'unit-of-measure': 'unit-of-measure',
  },
  /** The pager's first, previous, next and last buttons. */
  pageControl: {
    first: 'first page',
    previous: 'previous page',
    next: 'next page',
    last: 'last page',
  },
});
