import { Center, Checkbox, Stack, Table, Text } from '@mantine/core';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import type { SubAdminWithPermissions } from '@tenderdesk/domain/subadmins';
import { subadminsText } from '@tenderdesk/domain/ui/subadmins';
import { useText } from '../../lib/i18n';
import { permissionCellId } from './api';
import type { PermissionColumn } from './permission-columns';
import { STICKY_CELL } from './sticky-cell';

/** One sub-admin's row of the role matrix: a checkbox per permission. */
export function RoleMatrixRow({
  subAdmin,
  columns,
  saving,
  onToggle,
}: {
  subAdmin: SubAdminWithPermissions;
  /** The matrix's columns, in the language on screen. */
  columns: PermissionColumn[];
  /** Cells whose save is on its way: held until it lands, so saves cannot overtake each other. */
  saving: Set<string>;
  onToggle: (key: PermissionKey, value: boolean) => void;
}) {
  const t = useText(subadminsText);
  return (
    <Table.Tr data-testid="role-row">
      <Table.Td style={STICKY_CELL}>
        <Stack gap={0}>
          <Text size="sm" fw={600} truncate maw={{ base: 130, sm: 220 }} title={subAdmin.username}>
            {subAdmin.username}
          </Text>
          <Text size="xs" c="dimmed" truncate maw={{ base: 130, sm: 220 }} title={subAdmin.email}>
            {subAdmin.email}
          </Text>
        </Stack>
      </Table.Td>
      {columns.map((column) => (
        <Table.Td key={column.key}>
          <Center>
            <Checkbox
              aria-label={t.role.permissionFor(column.label, subAdmin.username)}
              checked={subAdmin.permissions[column.key]}
              disabled={saving.has(permissionCellId(subAdmin._id, column.key))}
              onChange={(event) => onToggle(column.key, event.currentTarget.checked)}
            />
          </Center>
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
