import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import type { SupplierTender } from '@tenderdesk/domain/tender-rules';
import type { ReactNode } from 'react';
import { SearchBox } from '../../components/list-controls';
import { ListEmpty } from '../../components/list-states';
import { ListFrame } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { RowView } from '../../components/row-view';
import { ServerListTable } from '../../components/server-list-table';
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
import { INTEREST_SORT_OPTIONS, TenderCard, tenderColumns } from './tender-rows';

/** An answered tender's row shows this supplier's status as the list states it. */
const statusOf = (config: StatusListConfig) => (tender: SupplierTender) =>
  tender.rejectReason ? (
    // Why it was rejected, when the buyer said (issue 18).
    <Stack gap={4} align="flex-start">
      <InterestStatusBadge status={tender.interestStatus ?? config.status} />
      <Text size="xs" style={{ overflowWrap: 'anywhere' }} data-testid="reject-reason">
        {messages.interest.rejectedBecause(tender.rejectReason)}
      </Text>
    </Stack>
  ) : (
    <InterestStatusBadge status={tender.interestStatus ?? config.status} />
  );

const noMatch = (q: string) => `No tenders match “${q}”.`;

function StatusPage({ config, children }: { config: StatusListConfig; children: ReactNode }) {
  const supplierId = useSupplierId();
  return (
    <>
      <PageHeader title={config.title} description={config.description} />
      {supplierId ? (
        children
      ) : (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {messages.interest.supplierIdMissing}
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
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <ServerListTable
        list={list}
        label={config.title}
        searchPlaceholder="Search project, code or organisation"
        columns={tenderColumns<SupplierInterestSort>({
          closingDate: false,
          interestedDate: true,
          sortable: ['interestedDate'],
          status,
        })}
        minWidth={600}
        card={(tender) => (
          <TenderCard tender={tender} closingDate={false} interestedDate status={status(tender)} />
        )}
        sortOptions={INTEREST_SORT_OPTIONS}
        rowTestId="tender-row"
        loadErrorMessage={config.loadFailed}
        empty={{ icon: <IconInbox size={28} />, title: config.empty, noMatch }}
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
  const columns = tenderColumns({
    closingDate: false,
    interestedDate: true,
    sortable: [],
    status,
    actions: actions && ((tender) => actions(tender)),
  });
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" mb="md" gap="sm">
        <SearchBox
          value={list.query}
          onChange={list.setQuery}
          placeholder="Search project, code or organisation"
        />
      </Group>
      <ListFrame
        source={source}
        paging={list}
        loadErrorMessage={config.loadFailed}
        empty={
          <ListEmpty
            query={list.query}
            icon={<IconInbox size={28} />}
            title={config.empty}
            noMatch={noMatch}
          />
        }
      >
        <RowView
          rows={list.pageRows}
          rowKey={(tender) => tender._id}
          columns={columns}
          label={config.title}
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
