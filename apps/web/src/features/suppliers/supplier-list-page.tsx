import { Paper, Select } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import {
  SUPPLIER_LIST_PATHS,
  SUPPLIER_LIST_SORTS,
  type SupplierListSort,
  type SupplierView,
} from '@tenderdesk/domain/supplier-list-rules';
import { supplierActionsFrom } from '@tenderdesk/domain/supplier-status';
import { supplierListText } from '@tenderdesk/domain/ui/supplier-lists';
import { DOCUMENT_LIMITS } from '@tenderdesk/domain/vendor-documents';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ServerListTable } from '../../components/server-list-table';
import { Banner } from '../../components/timed-banner';
import { useText } from '../../lib/i18n';
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

/** The sort choices, each with its label's key in `supplierListText.sort`. */
const SORT_OPTIONS: { value: SupplierListSort; label: keyof typeof supplierListText.sort }[] = [
  { value: '-createdAt', label: 'newest' },
  { value: 'createdAt', label: 'oldest' },
  { value: 'companyName', label: 'companyAsc' },
  { value: '-companyName', label: 'companyDesc' },
  { value: 'emailAddress', label: 'emailAsc' },
  { value: '-emailAddress', label: 'emailDesc' },
];

/** The "documents expiring within" choices (issue 24); the address may carry any other 1–365. */
const EXPIRING_CHOICES = ['7', '15', '30', '60', '90'];

/** The `expiringWithin` of the address when it is a whole number of days the server takes, else ''. */
export function readExpiringParam(params: URLSearchParams): string {
  const value = params.get('expiringWithin') ?? '';
  return /^[1-9]\d{0,2}$/.test(value) && Number(value) <= DOCUMENT_LIMITS.expiringWithinMaxDays ? value : '';
}

/** One of the three admin supplier lists: paged, searched and sorted by the server. */
export function SupplierListPage({ config }: { config: SupplierListConfig }) {
  const [params, setParams] = useSearchParams();
  const t = useText(supplierListText);
  const m = useText(messages);
  const expiringWithin = readExpiringParam(params);
  const list = useServerList<SupplierView, SupplierListSort>({
    path: SUPPLIER_LIST_PATHS[config.status],
    queryKey: supplierKeys.list(config.status),
    sorts: SUPPLIER_LIST_SORTS,
    defaultSort: '-createdAt',
    filters: { expiringWithin },
  });
  const choices = [...new Set([...EXPIRING_CHOICES, ...(expiringWithin ? [expiringWithin] : [])])].sort(
    (a, b) => Number(a) - Number(b),
  );
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
        title={t[config.text].title}
        description={t[config.text].description}
        actions={
          <Suspense fallback={null}>
            <SupplierImport />
          </Suspense>
        }
      />
      <Banner banner={actions.banner} onClose={actions.clearBanner} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Select
          label={t.expiringLabel}
          data={[
            { value: '', label: t.anyTime },
            ...choices.map((days) => ({ value: days, label: t.withinDays(Number(days)) })),
          ]}
          value={expiringWithin}
          onChange={(next) =>
            setParams((current) => {
              const result = new URLSearchParams(current);
              if (next) result.set('expiringWithin', next);
              else result.delete('expiringWithin');
              result.delete('page');
              return result;
            })
          }
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
          mb="sm"
          data-testid="expiring-filter"
        />
        <ServerListTable
          list={list}
          label={t.listLabel}
          searchPlaceholder={t.searchPlaceholder}
          columns={supplierColumns(t, config.showReason, (supplier) => rowActions(supplier))}
          minWidth={880}
          card={(supplier) => (
            <SupplierCard
              supplier={supplier}
              showReason={config.showReason}
              actions={rowActions(supplier, true)}
            />
          )}
          sortOptions={SORT_OPTIONS.map(({ value, label }) => ({ value, label: t.sort[label] }))}
          rowTestId="supplier-row"
          loadErrorMessage={m.suppliers[config.fetchFailed]}
          exportName={`suppliers-${config.status.toLowerCase()}`}
          empty={{
            icon: <IconInbox size={28} />,
            title: expiringWithin ? t.noneExpiring(Number(expiringWithin)) : m.suppliers[config.empty],
            noMatch: (q) => t.noMatch(q),
          }}
        />
      </Paper>
      {actions.dialogs}
    </>
  );
}
