import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import { DEFAULT_SUPPLIER_PAGE_SIZE, type SupplierListSort } from '@tenderdesk/domain/supplier-list';
import { useEffect, useState } from 'react';
import { PaginationBar, SearchBox } from '../../components/list-controls';
import { PageHeader } from '../../components/page-header';
import { Banner } from '../../components/timed-banner';
import { useSupplierList } from './api';
import { SupplierCards } from './supplier-cards';
import type { SupplierListConfig } from './supplier-list-config';
import { SupplierTable } from './supplier-table';
import { useSupplierActions } from './use-supplier-actions';

const SEARCH_DEBOUNCE_MS = 300;

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
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_SUPPLIER_PAGE_SIZE);
  const [sort, setSort] = useState<SupplierListSort>('-createdAt');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const list = useSupplierList(config.status, { page, pageSize, q, sort });
  const actions = useSupplierActions();

  // A new search starts at its first page.
  useEffect(() => setPage(1), [q]);
  // After an action empties the last page, step back to the page that now is the last.
  const total = list.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / pageSize));
    if (page > last) setPage(last);
  }, [total, page, pageSize]);

  const changeSort = (next: SupplierListSort) => {
    setSort(next);
    setPage(1);
  };
  const rows = list.data?.data ?? [];
  const handlers = {
    actions: config.actions,
    showReason: config.showReason,
    busyId: actions.busyId,
    onActivate: actions.askActivate,
    onInactivate: actions.askInactivate,
  };

  return (
    <>
      <PageHeader title={config.title} description={config.description} />
      <Banner banner={actions.banner} onClose={actions.clearBanner} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" mb="md" gap="sm">
          <SearchBox value={search} onChange={setSearch} placeholder="Search company name or email" />
          {!wide && (
            <Select
              aria-label="Sort by"
              data={SORT_OPTIONS}
              value={sort}
              onChange={(value) => value && changeSort(value as SupplierListSort)}
              allowDeselect={false}
              w="100%"
            />
          )}
        </Group>

        {list.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="list-error">
            <Group justify="space-between" gap="xs">
              <span>{config.fetchFailed}</span>
              <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : list.isPending ? (
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={44} radius="sm" />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <EmptyList text={q ? `No suppliers match “${q}”.` : config.empty} />
        ) : wide ? (
          <SupplierTable rows={rows} sort={sort} onSort={changeSort} {...handlers} />
        ) : (
          <SupplierCards rows={rows} {...handlers} />
        )}

        {list.data && list.data.total > 0 && (
          <PaginationBar
            page={page}
            pageSize={pageSize}
            total={list.data.total}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        )}
      </Paper>
      {actions.dialogs}
    </>
  );
}

function EmptyList({ text }: { text: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="empty-state">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconInbox size={26} />
      </ThemeIcon>
      <Text c="dimmed" ta="center">
        {text}
      </Text>
    </Stack>
  );
}
