import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import type { SupplierTender } from '@tenderdesk/domain/tender-rules';
import { supplierTendersText } from '@tenderdesk/domain/ui/supplier-tenders';
import type { ReactNode } from 'react';
import { SearchBox } from '../../components/list-controls';
import { ListEmpty } from '../../components/list-states';
import { ListFrame } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { RowView } from '../../components/row-view';
import { ServerListTable } from '../../components/server-list-table';
import { localised, useLocale, useText } from '../../lib/i18n';
import { useClientList } from '../../lib/use-client-list';
import { useServerList } from '../../lib/use-server-list';
import { supplierTenderKeys, useSupplierId, useSupplierTenderArray } from './api';
import { InterestStatusBadge } from './interest-cell';
import {
  DEFAULT_SUPPLIER_INTEREST_SORT,
  matchesTender,
  STATUS_LISTS,
  type StatusListConfig,
  SUPPLIER_INTEREST_SORTS,
  type SupplierInterestSort,
  supplierTendersPath,
} from './supplier-tender-rules';
import { INTEREST_SORT_OPTIONS, TenderCard, tenderColumns, useSortOptions } from './tender-rows';

/** Why the buyer rejected this supplier's interest, in the language on screen. */
function RejectReason({ reason }: { reason: string }) {
  const m = useText(messages);
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }} data-testid="reject-reason">
      {m.interest.rejectedBecause(reason)}
    </Text>
  );
}

/** An answered tender's row shows this supplier's status as the list states it. */
const statusOf = (config: StatusListConfig) => (tender: SupplierTender) =>
  tender.rejectReason ? (
    // Why it was rejected, when the buyer said (issue 18).
    <Stack gap={4} align="flex-start">
      <InterestStatusBadge status={tender.interestStatus ?? config.status} />
      <RejectReason reason={tender.rejectReason} />
    </Stack>
  ) : (
    <InterestStatusBadge status={tender.interestStatus ?? config.status} />
  );

/** A list's texts in the language on screen: its title, description, empty and failure messages. */
function useListText(config: StatusListConfig) {
  const t = useText(supplierTendersText);
  const locale = useLocale();
  return {
    ...t.lists[config.list],
    empty: localised(config.empty, locale),
    loadFailed: localised(config.loadFailed, locale),
    t,
  };
}

function StatusPage({ config, children }: { config: StatusListConfig; children: ReactNode }) {
  const supplierId = useSupplierId();
  const text = useListText(config);
  const m = useText(messages);
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      {supplierId ? (
        children
      ) : (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {m.interest.supplierIdMissing}
        </Alert>
      )}
    </>
  );
}

/** /pendingTender: the tenders this supplier awaits a decision on (paged by the server). */
export function PendingTendersPage() {
  const config = STATUS_LISTS.pending;
  return (
    <StatusPage config={config}>
      <PendingList config={config} />
    </StatusPage>
  );
}

function PendingList({ config }: { config: StatusListConfig }) {
  const supplierId = useSupplierId() ?? '';
  const list = useServerList<SupplierTender, SupplierInterestSort>({
    path: supplierTendersPath(supplierId, 'pending'),
    queryKey: supplierTenderKeys.list('pending', supplierId),
    sorts: SUPPLIER_INTEREST_SORTS,
    defaultSort: DEFAULT_SUPPLIER_INTEREST_SORT,
  });
  const status = statusOf(config);
  const text = useListText(config);
  const t = text.t;
  const sortOptions = useSortOptions(INTEREST_SORT_OPTIONS);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <ServerListTable
        list={list}
        label={text.title}
        searchPlaceholder={t.searchPlaceholder}
        columns={tenderColumns<SupplierInterestSort>({
          t,
          closingDate: false,
          interestedDate: true,
          sortable: ['interestedDate'],
          status,
        })}
        minWidth={600}
        card={(tender) => (
          <TenderCard tender={tender} closingDate={false} interestedDate status={status(tender)} />
        )}
        sortOptions={sortOptions}
        rowTestId="tender-row"
        loadErrorMessage={text.loadFailed}
        empty={{ icon: <IconInbox size={28} />, title: text.empty, noMatch: t.noMatch }}
      />
    </Paper>
  );
}

type ApprovedProps = {
  /** Each row's Actions (Send Quotation, from the quotations feature: app/ brings the two together). */
  actions?: (tender: SupplierTender, fullWidth?: boolean) => ReactNode;
  /** Shown above the list: the actions' banner and dialogs. */
  before?: ReactNode;
};

/** /approvedTender: the tenders this supplier may quote for, with an Actions column when given. */
export function ApprovedTendersPage({ actions, before }: ApprovedProps = {}) {
  const config = STATUS_LISTS.approved;
  return (
    <StatusPage config={config}>
      {before}
      <AnsweredList config={config} list="approved" actions={actions} />
    </StatusPage>
  );
}

/** /rejectTender: the tenders this supplier was not approved for. */
export function RejectedTendersPage() {
  const config = STATUS_LISTS.rejected;
  return (
    <StatusPage config={config}>
      <AnsweredList config={config} list="rejected" />
    </StatusPage>
  );
}

type AnsweredProps = {
  config: StatusListConfig;
  list: 'approved' | 'rejected';
  actions?: (tender: SupplierTender, fullWidth?: boolean) => ReactNode;
};

/** The approved and rejected lists: bare arrays (spec section 7), searched and paged in the browser. */
function AnsweredList({ config, list: which, actions }: AnsweredProps) {
  const supplierId = useSupplierId();
  const source = useSupplierTenderArray(which, supplierId);
  const list = useClientList(source.data, matchesTender);
  const status = statusOf(config);
  const text = useListText(config);
  const t = text.t;
  const columns = tenderColumns({
    t,
    closingDate: false,
    interestedDate: true,
    sortable: [],
    status,
    actions: actions && ((tender) => actions(tender)),
  });
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" mb="md" gap="sm">
        <SearchBox value={list.query} onChange={list.setQuery} placeholder={t.searchPlaceholder} />
      </Group>
      <ListFrame
        source={source}
        paging={list}
        loadErrorMessage={text.loadFailed}
        empty={
          <ListEmpty
            query={list.query}
            icon={<IconInbox size={28} />}
            title={text.empty}
            noMatch={t.noMatch}
          />
        }
      >
        <RowView
          rows={list.pageRows}
          rowKey={(tender) => tender._id}
          columns={columns}
          label={text.title}
          minWidth={640}
          scroll="native"
          look={{ highlightOnHover: true, verticalSpacing: 'sm' }}
          rowTestId="tender-row"
          card={(tender) => (
            <TenderCard
              tender={tender}
              closingDate={false}
              interestedDate
              status={status(tender)}
              actions={actions?.(tender, false)}
            />
          )}
        />
      </ListFrame>
    </Paper>
  );
}
