import { Paper } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import {
  SUPPLIER_LIST_PATHS,
  SUPPLIER_LIST_SORTS,
  type SupplierListSort,
  type SupplierView,
} from '@tenderdesk/domain/supplier-list-rules';
import { supplierActionsFrom } from '@tenderdesk/domain/supplier-status';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/page-header';
import { ServerListTable } from '../../components/server-list-table';
import { Banner } from '../../components/timed-banner';
import { useServerList } from '../../lib/use-server-list';
import { supplierKeys } from './api';
import { SupplierCard } from './supplier-cards';
import type { SupplierListConfig } from './supplier-list-config';
import { SupplierRowActions } from './supplier-row-actions';
import { supplierColumns } from './supplier-table';
import { useSupplierActions } from './use-supplier-actions';

// Suppliers from a spreadsheet (issue 23): the button and its dialog in their own chunk.
const SupplierImport = lazy(() =>
  import('./supplier-import').then((module) => ({ default: module.SupplierImport })),
);

const SORT_OPTIONS: { value: SupplierListSort; label: string }[] = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'companyName', label: 'Company A–Z' },
  { value: '-companyName', label: 'Company Z–A' },
  { value: 'emailAddress', label: 'Email A–Z' },
  { value: '-emailAddress', label: 'Email Z–A' },
];

/** One of the three admin supplier lists: paged, searched and sorted by the server. */
export function SupplierListPage({ config }: { config: SupplierListConfig }) {
  const list = useServerList<SupplierView, SupplierListSort>({
    path: SUPPLIER_LIST_PATHS[config.status],
    queryKey: supplierKeys.list(config.status),
    sorts: SUPPLIER_LIST_SORTS,
    defaultSort: '-createdAt',
  });
  const actions = useSupplierActions();
  // The actions the list's status allows (domain rule), each enabled while the row's status allows it.
  const rowActions = (supplier: SupplierView, fullWidth?: boolean) => (
    <SupplierRowActions
      supplier={supplier}
      actions={supplierActionsFrom(config.status)}
      busy={actions.busyId === supplier._id}
      onActivate={actions.askActivate}
      onInactivate={actions.askInactivate}
      fullWidth={fullWidth}
    />
  );

  return (
    <>
      <PageHeader
        title={config.title}
        description={config.description}
        actions={
          <Suspense fallback={null}>
            <SupplierImport />
          </Suspense>
        }
      />
      <Banner banner={actions.banner} onClose={actions.clearBanner} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <ServerListTable
          list={list}
          label="Suppliers"
          searchPlaceholder="Search company name or email"
          columns={supplierColumns(config.showReason, (supplier) => rowActions(supplier))}
          minWidth={880}
          card={(supplier) => (
            <SupplierCard
              supplier={supplier}
              showReason={config.showReason}
              actions={rowActions(supplier, true)}
            />
          )}
          sortOptions={SORT_OPTIONS}
          rowTestId="supplier-row"
          loadErrorMessage={config.fetchFailed}
          exportName={`suppliers-${config.status.toLowerCase()}`}
          empty={{
            icon: <IconInbox size={28} />,
            title: config.empty,
            noMatch: (q) => `No suppliers match “${q}”.`,
          }}
        />
      </Paper>
      {actions.dialogs}
    </>
  );
}
