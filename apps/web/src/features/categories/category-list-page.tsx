import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconPlus, IconTable } from '@tabler/icons-react';
import type { Category } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
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
import { PATHS } from '../../lib/paths';
import { useClientList } from '../../lib/use-client-list';
import { useConfirmTarget } from '../../lib/use-confirm-target';
import { useCategories, useDeleteCategory } from './api';
import { CategoryEditRow, CategoryRow } from './category-rows';

// Module-level so useClientList's memo is not recomputed on every render of 2,000 rows.
const matchesCategory = (row: Category, query: string) => row.category.toLowerCase().includes(query);

export function CategoryListPage() {
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
        title="Categories"
        description="The supply categories tenders and suppliers are filed under."
        actions={
          <Button component={Link} to={PATHS.addCategory} leftSection={<IconPlus size={16} />}>
            Add Category
          </Button>
        }
      />
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="md" gap="sm">
          <SearchBox value={list.query} onChange={list.setQuery} placeholder="Search categories" />
          {categories.data && categories.data.length > 0 && (
            <Text size="sm" c="dimmed">
              {categories.data.length.toLocaleString('en-IN')} in total
            </Text>
          )}
        </Group>
        <ClientListTable
          source={categories}
          list={list}
          loadErrorMessage="Could not load the categories."
          empty={
            <ListEmpty
              query={list.query}
              icon={<IconTable size={28} />}
              title="No categories yet"
              description="Add the first category so tenders and suppliers can be filed under it."
              action={
                <Button component={Link} to={PATHS.addCategory} leftSection={<IconPlus size={16} />}>
                  Add Category
                </Button>
              }
            />
          }
          label="Categories"
          minWidth={300}
          head={
            <>
              <Table.Th>Category</Table.Th>
              <Table.Th w={ACTIONS_COLUMN_WIDTH} ta="right">
                Actions
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
        title="Delete category"
        message={
          <>
            Delete the category <b>{confirm.target?.category}</b>? This cannot be undone. A category that
            still has sub-categories or suppliers cannot be deleted.
          </>
        }
        confirmLabel="Delete"
        danger
        loading={deleteCategory.isPending}
        onConfirm={confirmDelete}
        onCancel={confirm.close}
      />
    </>
  );
}
