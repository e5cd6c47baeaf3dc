import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconPlus, IconTable } from '@tabler/icons-react';
import type { Category } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { categoriesText } from '@tenderdesk/domain/ui/categories';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClientListTable } from '../../components/client-list-table';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SearchBox } from '../../components/list-controls';
import { ListEmpty } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { ACTIONS_COLUMN_WIDTH } from '../../components/row-actions';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { MASTER_TABLE_BANNER_MS } from '../../lib/banner-timing';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useClientList } from '../../lib/use-client-list';
import { useConfirmTarget } from '../../lib/use-confirm-target';
import { useCategories, useDeleteCategory } from './api';
import { CategoryEditRow, CategoryRow } from './category-rows';

// Module-level so useClientList's memo is not recomputed on every render of 2,000 rows.
const matchesCategory = (row: Category, query: string) => row.category.toLowerCase().includes(query);

export function CategoryListPage() {
  const t = useText(categoriesText);
  const categories = useCategories();
  const list = useClientList(categories.data, matchesCategory);
  const { banner, show, clear } = useTimedBanner();
  const [editingId, setEditingId] = useState<string | null>(null);
  const confirm = useConfirmTarget<Category>();
  const deleteCategory = useDeleteCategory();

  const confirmDelete = () => {
    if (!confirm.target) return;
    const { _id, category } = confirm.target;
    deleteCategory.mutate(_id, {
      onSuccess: () => show('success', messages.category.deleted(category), MASTER_TABLE_BANNER_MS),
      // A category still in use is refused with a message saying what uses it: show it as is.
      onError: (err) =>
        show('error', errorMessage(err, messages.generic.somethingWrong), MASTER_TABLE_BANNER_MS),
      onSettled: confirm.close,
    });
  };

  return (
    <>
      <PageHeader
        title={t.list.title}
        description={t.list.description}
        actions={
          <Button component={Link} to={PATHS.addCategory} leftSection={<IconPlus size={16} />}>
            {t.list.add}
          </Button>
        }
      />
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="md" gap="sm">
          <SearchBox value={list.query} onChange={list.setQuery} placeholder={t.list.search} />
          {categories.data && categories.data.length > 0 && (
            <Text size="sm" c="dimmed">
              {t.inTotal(categories.data.length)}
            </Text>
          )}
        </Group>
        <ClientListTable
          source={categories}
          list={list}
          loadErrorMessage={t.list.loadFailed}
          empty={
            <ListEmpty
              query={list.query}
              icon={<IconTable size={28} />}
              title={t.list.emptyTitle}
              description={t.list.emptyDescription}
              action={
                <Button component={Link} to={PATHS.addCategory} leftSection={<IconPlus size={16} />}>
                  {t.list.add}
                </Button>
              }
            />
          }
          label={t.list.label}
          minWidth={300}
          head={
            <>
              <Table.Th>{t.category}</Table.Th>
              <Table.Th w={ACTIONS_COLUMN_WIDTH} ta="right">
                {t.actions}
              </Table.Th>
            </>
          }
        >
          {list.pageRows.map((category) =>
            category._id === editingId ? (
              <CategoryEditRow
                key={category._id}
                category={category}
                onCancel={() => setEditingId(null)}
                onSaved={(message) => {
                  setEditingId(null);
                  show('success', message, MASTER_TABLE_BANNER_MS);
                }}
              />
            ) : (
              <CategoryRow
                key={category._id}
                category={category}
                onEdit={() => setEditingId(category._id)}
                onDelete={() => confirm.ask(category)}
              />
            ),
          )}
        </ClientListTable>
      </Paper>
      <ConfirmDialog
        opened={confirm.opened}
        title={t.list.deleteTitle}
        message={
          <>
            {t.list.deleteBefore} <b>{confirm.target?.category}</b>
            {t.list.deleteAfter}
          </>
        }
        confirmLabel={t.delete}
        danger
        loading={deleteCategory.isPending}
        onConfirm={confirmDelete}
        onCancel={confirm.close}
      />
    </>
  );
}
