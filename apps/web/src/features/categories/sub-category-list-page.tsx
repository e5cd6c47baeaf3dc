import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconPlus, IconSitemap } from '@tabler/icons-react';
import type { SubCategory } from '@tenderdesk/domain/categories';
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
import { useDeleteSubCategory, useSubCategories } from './api';
import { SubCategoryEditRow, SubCategoryRow } from './sub-category-rows';

// A search for "electrical" finds every sub-category of that category as well as matching names.
const matchesSubCategory = (row: SubCategory, query: string) =>
  row.subCategory.toLowerCase().includes(query) || row.category.toLowerCase().includes(query);

export function SubCategoryListPage() {
  const t = useText(categoriesText);
  const subCategories = useSubCategories();
  const list = useClientList(subCategories.data, matchesSubCategory);
  const { banner, show, clear } = useTimedBanner();
  const [editingId, setEditingId] = useState<string | null>(null);
  const confirm = useConfirmTarget<SubCategory>();
  const deleteSubCategory = useDeleteSubCategory();

  const confirmDelete = () => {
    if (!confirm.target) return;
    const { _id, subCategory } = confirm.target;
    deleteSubCategory.mutate(_id, {
      onSuccess: () => show('success', messages.category.subDeleted(subCategory), MASTER_TABLE_BANNER_MS),
      onError: (err) =>
        show('error', errorMessage(err, messages.generic.somethingWrong), MASTER_TABLE_BANNER_MS),
      onSettled: confirm.close,
    });
  };

  return (
    <>
      <PageHeader
        title={t.subList.title}
        description={t.subList.description}
        actions={
          <Button component={Link} to={PATHS.addSubCategory} leftSection={<IconPlus size={16} />}>
            {t.subList.add}
          </Button>
        }
      />
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="md" gap="sm">
          <SearchBox value={list.query} onChange={list.setQuery} placeholder={t.subList.search} />
          {subCategories.data && subCategories.data.length > 0 && (
            <Text size="sm" c="dimmed">
              {t.inTotal(subCategories.data.length)}
            </Text>
          )}
        </Group>
        <ClientListTable
          source={subCategories}
          list={list}
          loadErrorMessage={t.subList.loadFailed}
          empty={
            <ListEmpty
              query={list.query}
              icon={<IconSitemap size={28} />}
              title={t.subList.emptyTitle}
              description={t.subList.emptyDescription}
              action={
                <Button component={Link} to={PATHS.addSubCategory} leftSection={<IconPlus size={16} />}>
                  {t.subList.add}
                </Button>
              }
            />
          }
          label={t.subList.label}
          minWidth={320}
          head={
            <>
              <Table.Th w="38%">{t.category}</Table.Th>
              <Table.Th>{t.subList.subCategory}</Table.Th>
              <Table.Th w={ACTIONS_COLUMN_WIDTH} ta="right">
                {t.actions}
              </Table.Th>
            </>
          }
        >
          {list.pageRows.map((row) =>
            row._id === editingId ? (
              <SubCategoryEditRow
                key={row._id}
                subCategory={row}
                onCancel={() => setEditingId(null)}
                onSaved={(message) => {
                  setEditingId(null);
                  show('success', message, MASTER_TABLE_BANNER_MS);
                }}
              />
            ) : (
              <SubCategoryRow
                key={row._id}
                subCategory={row}
                onEdit={() => setEditingId(row._id)}
                onDelete={() => confirm.ask(row)}
              />
            ),
          )}
        </ClientListTable>
      </Paper>
      <ConfirmDialog
        opened={confirm.opened}
        title={t.subList.deleteTitle}
        message={
          <>
            {t.subList.deleteBefore} <b>{confirm.target?.subCategory}</b> {t.subList.deleteOf}{' '}
            <b>{confirm.target?.category}</b>
            {t.subList.deleteAfter}
          </>
        }
        confirmLabel={t.delete}
        danger
        loading={deleteSubCategory.isPending}
        onConfirm={confirmDelete}
        onCancel={confirm.close}
      />
    </>
  );
}
