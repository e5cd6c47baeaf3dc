import { Group, Pagination, Select, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PAGE_SIZE_OPTIONS } from '@tenderdesk/domain/paging-rules';
import { controlsText } from '@tenderdesk/domain/ui/controls';
import { listText } from '@tenderdesk/domain/ui/list';
import { useText } from '../lib/i18n';
import { lastPage } from '../lib/list-params';

/** The page sizes a list offers (the domain's paging contract), as the picker's options. */
const PAGE_SIZES = PAGE_SIZE_OPTIONS.map(String);

/** The search box above a list. */
export function SearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const t = useText(listText);
  return (
    <TextInput
      aria-label={t.search}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

/** The paging of the rows on screen, whether the browser or the server pages them. */
export type ListPaging = {
  page: number;
  pageSize: number;
  total: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
};

/** "Showing 21–40 of 2,000" with page buttons and a page-size picker. */
export function PaginationBar({ paging }: { paging: ListPaging }) {
  const { page, pageSize, total } = paging;
  const pages = lastPage(total, pageSize);
  const current = Math.min(page, pages);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const t = useText(listText);
  const c = useText(controlsText);
  const controlNames = { first: c.firstPage, previous: c.previousPage, next: c.nextPage, last: c.lastPage };
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="pagination-summary">
        {t.showing(from, to, total)}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label={t.rowsPerPage}
          data={PAGE_SIZES}
          value={String(pageSize)}
          onChange={(value) => value && paging.setPageSize(Number(value))}
          w={80}
          allowDeselect={false}
        />
        <nav aria-label={t.pages}>
          <Pagination
            total={pages}
            value={current}
            onChange={paging.setPage}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
            // Page buttons are named by their number; the arrows need a name of their own.
            getItemProps={(item) => ({
              'aria-label': c.page(item),
              'aria-current': item === current ? 'page' : undefined,
            })}
          />
        </nav>
      </Group>
    </Group>
  );
}
