import { Badge, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { messages } from '@tenderdesk/domain/messages';
import { type SubAdmin, subAdminUpdateBodySchema } from '@tenderdesk/domain/subadmins';
import { subadminsText } from '@tenderdesk/domain/ui/subadmins';
import { type KeyboardEvent, useState } from 'react';
import { EditDeleteActions, SaveCancelActions } from '../../components/row-actions';
import { type FieldErrors, fieldErrorsOf, placeServerError } from '../../lib/form-errors';
import { useText } from '../../lib/i18n';
import { useUpdateSubAdmin } from './api';

function RoleBadge() {
  const t = useText(subadminsText);
  return (
    <Badge variant="light" color="navy">
      {t.subAdmin}
    </Badge>
  );
}

function UsernameText({ subAdmin, isSelf }: { subAdmin: SubAdmin; isSelf: boolean }) {
  const t = useText(subadminsText);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={500}>
        {subAdmin.username}
      </Text>
      {isSelf && (
        <Badge size="xs" variant="outline" color="gray">
          {t.list.you}
        </Badge>
      )}
    </Group>
  );
}

export function SubAdminRow({
  subAdmin,
  isSelf,
  compact,
  onEdit,
  onDelete,
}: {
  subAdmin: SubAdmin;
  /** The caller's own row: the server refuses self-deletion, so the button is not offered. */
  isSelf: boolean;
  /** On a phone, one cell holds username, email and role, so the row fits without scrolling. */
  compact: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const actions = (
    <Table.Td>
      <EditDeleteActions onEdit={onEdit} onDelete={isSelf ? undefined : onDelete} />
    </Table.Td>
  );
  if (compact) {
    return (
      <Table.Tr data-testid="subadmin-row">
        <Table.Td>
          <Stack gap={4}>
            <UsernameText subAdmin={subAdmin} isSelf={isSelf} />
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {subAdmin.email}
            </Text>
            <RoleBadge />
          </Stack>
        </Table.Td>
        {actions}
      </Table.Tr>
    );
  }
  return (
    <Table.Tr data-testid="subadmin-row">
      <Table.Td>
        <UsernameText subAdmin={subAdmin} isSelf={isSelf} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{subAdmin.email}</Text>
      </Table.Td>
      <Table.Td>
        <RoleBadge />
      </Table.Td>
      {actions}
    </Table.Tr>
  );
}

/** Username and email edited in place; the role is fixed, so it stays as it is. */
export function SubAdminEditRow({
  subAdmin,
  compact,
  onSaved,
  onCancel,
}: {
  subAdmin: SubAdmin;
  compact: boolean;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({ username: subAdmin.username, email: subAdmin.email });
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateSubAdmin();
  const t = useText(subadminsText);
  const m = useText(messages);

  const save = () => {
    const parsed = subAdminUpdateBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    const unchanged =
      parsed.data.username === subAdmin.username &&
      parsed.data.email.toLowerCase() === subAdmin.email.toLowerCase();
    if (unchanged) {
      onCancel();
      return;
    }
    update.mutate(
      { id: subAdmin._id, ...parsed.data },
      {
        onSuccess: () => onSaved(messages.subadmin.updated(parsed.data.username)),
        // A taken email goes on the email field; anything else under the username.
        onError: (err) => {
          const { field, message } = placeServerError(err, m.generic.somethingWrong, ['email']);
          setErrors({ [field ?? 'username']: message });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') onCancel();
  };

  const usernameField = (
    <TextInput
      aria-label={t.username}
      size="sm"
      value={values.username}
      onChange={(event) => setValues({ ...values, username: event.currentTarget.value })}
      onKeyDown={onKeyDown}
      error={errors.username}
      autoFocus
    />
  );
  const emailField = (
    <TextInput
      aria-label={t.email}
      type="email"
      size="sm"
      value={values.email}
      onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
      onKeyDown={onKeyDown}
      error={errors.email}
    />
  );

  return (
    <Table.Tr data-testid="subadmin-row" bg="navy.0">
      {compact ? (
        <Table.Td>
          <Stack gap="xs">
            {usernameField}
            {emailField}
          </Stack>
        </Table.Td>
      ) : (
        <>
          <Table.Td>{usernameField}</Table.Td>
          <Table.Td>{emailField}</Table.Td>
          <Table.Td>
            <RoleBadge />
          </Table.Td>
        </>
      )}
      <Table.Td>
        <SaveCancelActions saving={update.isPending} onSave={save} onCancel={onCancel} />
      </Table.Td>
    </Table.Tr>
  );
}
