import { Button, Group, Paper, Table, Text, useMatches } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import type { SubAdmin } from '@tenderdesk/domain/subadmins';
import { subadminsText } from '@tenderdesk/domain/ui/subadmins';
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
import { SUBADMIN_BANNER_MS } from '../../lib/banner-timing';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { getSession } from '../../lib/session';
import { useClientList } from '../../lib/use-client-list';
import { useConfirmTarget } from '../../lib/use-confirm-target';
import { useDeleteSubAdmin, useSubAdmins } from './api';
import { SubAdminEditRow, SubAdminRow } from './subadmin-rows';

const matchesSubAdmin = (row: SubAdmin, query: string) =>
  row.username.toLowerCase().includes(query) || row.email.toLowerCase().includes(query);

export function SubAdminListPage() {
  const t = useText(subadminsText);
  const subAdmins = useSubAdmins();
  const list = useClientList(subAdmins.data, matchesSubAdmin);
  const { banner, show, clear } = useTimedBanner();
  const [editingId, setEditingId] = useState<string | null>(null);
  const confirm = useConfirmTarget<SubAdmin>();
  const deleteSubAdmin = useDeleteSubAdmin();
  const ownId = getSession()?.id;
  const compact = useMatches({ base: true, sm: false });

  const confirmDelete = () => {
    if (!confirm.target) return;
    const { _id, username } = confirm.target;
    deleteSubAdmin.mutate(_id, {
      onSuccess: () => show('success', messages.subadmin.deleted(username), SUBADMIN_BANNER_MS),
      onError: (err) => show('error', errorMessage(err, messages.generic.somethingWrong), SUBADMIN_BANNER_MS),
      onSettled: confirm.close,
    });
  };

  const addButton = (
    <Button component={Link} to={PATHS.addSubAdmin} leftSection={<IconUserPlus size={16} />}>
      {t.addSubAdmin}
    </Button>
  );

  return (
    <>
      <PageHeader title={t.list.title} description={t.list.description} actions={addButton} />
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="md" gap="sm">
          <SearchBox value={list.query} onChange={list.setQuery} placeholder={t.searchPlaceholder} />
          {subAdmins.data && subAdmins.data.length > 0 && (
            <Text size="sm" c="dimmed">
              {t.inTotal(subAdmins.data.length)}
            </Text>
          )}
        </Group>
        <ClientListTable
          source={subAdmins}
          list={list}
          loadErrorMessage={t.list.loadFailed}
          empty={
            <ListEmpty
              query={list.query}
              icon={<IconUsers size={28} />}
              title={t.emptyTitle}
              description={t.list.emptyDescription}
              action={addButton}
            />
          }
          label={t.list.label}
          minWidth={compact ? 300 : 720}
          head={
            <>
              {compact ? (
                <Table.Th>{t.subAdmin}</Table.Th>
              ) : (
                <>
                  <Table.Th w="30%">{t.username}</Table.Th>
                  <Table.Th>{t.email}</Table.Th>
                  <Table.Th w={120}>{t.list.role}</Table.Th>
                </>
              )}
              <Table.Th w={ACTIONS_COLUMN_WIDTH} ta="right">
                {t.actions}
              </Table.Th>
            </>
          }
        >
          {list.pageRows.map((row) =>
            row._id === editingId ? (
              <SubAdminEditRow
                key={row._id}
                subAdmin={row}
                compact={compact}
                onCancel={() => setEditingId(null)}
                onSaved={(message) => {
                  setEditingId(null);
                  show('success', message, SUBADMIN_BANNER_MS);
                }}
              />
            ) : (
              <SubAdminRow
                key={row._id}
                subAdmin={row}
                isSelf={row._id === ownId}
                compact={compact}
                onEdit={() => setEditingId(row._id)}
                onDelete={() => confirm.ask(row)}
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
            {t.list.deleteBefore} <b>{confirm.target?.username}</b>{' '}
            {t.list.deleteAfter(confirm.target?.email ?? '')}
          </>
        }
        confirmLabel={t.list.delete}
        danger
        loading={deleteSubAdmin.isPending}
        onConfirm={confirmDelete}
        onCancel={confirm.close}
      />
    </>
  );
}
