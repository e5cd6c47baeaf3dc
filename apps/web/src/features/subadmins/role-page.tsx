import { Button, Group, Paper, Table, Text, Tooltip } from '@mantine/core';
import { IconShieldLock, IconUserPlus } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import type { SubAdminWithPermissions } from '@tenderdesk/domain/subadmins';
import { subadminsText } from '@tenderdesk/domain/ui/subadmins';
import { Link } from 'react-router';
import { ClientListTable } from '../../components/client-list-table';
import { SearchBox } from '../../components/list-controls';
import { ListEmpty } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { ROLE_ERROR_MS, ROLE_SUCCESS_MS } from '../../lib/banner-timing';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useClientList } from '../../lib/use-client-list';
import { useSavingPermissions, useSetPermission, useSubAdminsWithPermissions } from './api';
import { PERMISSION_COLUMN_COUNT, usePermissionColumns } from './permission-columns';
import { RoleMatrixRow } from './role-matrix-row';
import { STICKY_CELL } from './sticky-cell';

/** Eight narrow columns (labels wrap onto two lines) beside the names fit a laptop screen unscrolled. */
const PERMISSION_COLUMN_WIDTH = 88;
const MATRIX_MIN_WIDTH = 190 + PERMISSION_COLUMN_COUNT * PERMISSION_COLUMN_WIDTH;

const matchesSubAdmin = (row: SubAdminWithPermissions, query: string) =>
  row.username.toLowerCase().includes(query) || row.email.toLowerCase().includes(query);

/** The role matrix (admin only): which sidebar groups each sub-admin may open. */
export function RolePage() {
  const t = useText(subadminsText);
  const m = useText(messages);
  const columns = usePermissionColumns();
  const subAdmins = useSubAdminsWithPermissions();
  const list = useClientList(subAdmins.data, matchesSubAdmin);
  const { banner, show, clear } = useTimedBanner();
  const setPermission = useSetPermission();
  const saving = useSavingPermissions();

  const toggle = (subAdminId: string, key: PermissionKey, value: boolean) => {
    // mutateAsync, not mutate: mutate's own callbacks fire only for the latest of several quick toggles.
    setPermission.mutateAsync({ subAdminId, key, value }).then(
      () => show('success', messages.role.updated, ROLE_SUCCESS_MS),
      (err) => show('error', errorMessage(err, messages.role.updateFailed), ROLE_ERROR_MS),
    );
  };

  return (
    <>
      <PageHeader title={t.role.title} description={t.role.description} />
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="md" gap="sm">
          <SearchBox value={list.query} onChange={list.setQuery} placeholder={t.searchPlaceholder} />
          {subAdmins.data && subAdmins.data.length > 0 && (
            <Text size="sm" c="dimmed">
              {t.role.count(subAdmins.data.length)}
            </Text>
          )}
        </Group>
        <ClientListTable
          source={subAdmins}
          list={list}
          loadErrorMessage={m.role.fetchFailed}
          empty={
            <ListEmpty
              query={list.query}
              icon={<IconShieldLock size={28} />}
              title={t.emptyTitle}
              description={t.role.emptyDescription}
              action={
                <Button component={Link} to={PATHS.addSubAdmin} leftSection={<IconUserPlus size={16} />}>
                  {t.addSubAdmin}
                </Button>
              }
            />
          }
          label={t.role.label}
          minWidth={MATRIX_MIN_WIDTH}
          highlightOnHover={false}
          head={
            <>
              <Table.Th style={STICKY_CELL}>{t.subAdmin}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key} ta="center" w={PERMISSION_COLUMN_WIDTH}>
                  <Tooltip label={column.screens} multiline w={220} withArrow>
                    <Text span size="sm" fw={600} style={{ cursor: 'help' }}>
                      {column.label}
                    </Text>
                  </Tooltip>
                </Table.Th>
              ))}
            </>
          }
        >
          {list.pageRows.map((row) => (
            <RoleMatrixRow
              key={row._id}
              subAdmin={row}
              columns={columns}
              saving={saving}
              onToggle={(key, value) => toggle(row._id, key, value)}
            />
          ))}
        </ClientListTable>
      </Paper>
    </>
  );
}
