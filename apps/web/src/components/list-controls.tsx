import { Group, Pagination, Select, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export const PAGE_SIZES = ['10', '20', '50', '100'];

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
  return (
    <TextInput
      aria-label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

/** "Showing 21–40 of 2,000" with page buttons and a page-size picker. */
export function PaginationBar({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const fmt = (n: number) => n.toLocaleString('en-IN');
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="pagination-summary">
        Showing {fmt(from)}–{fmt(to)} of {fmt(total)}
      </Text>
      <Group gap="sm" wrap="wrap">
        {onPageSizeChange && (
          <Select
            aria-label="Rows per page"
            data={PAGE_SIZES}
            value={String(pageSize)}
            onChange={(value) => value && onPageSizeChange(Number(value))}
            w={80}
            allowDeselect={false}
          />
        )}
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          siblings={1}
        />
      </Group>
    </Group>
  );
}
