import { Badge, Group, Table, Text, TextInput } from '@mantine/core';
import { messages } from '@tenderdesk/domain/messages';
import { type SubAdmin, subAdminUpdateBodySchema } from '@tenderdesk/domain/subadmins';
import { type KeyboardEvent, useState } from 'react';
import { useUpdateSubAdmin } from './api';
import { type FieldErrors, fieldErrorsOf, placeServerError } from './form-errors';
import { EditDeleteActions, SaveCancelActions } from './row-actions';

function RoleBadge() {
  return (
    <Badge variant="light" color="navy">
      Sub-admin
    </Badge>
  );
}

export function SubAdminRow({
  subAdmin,
  isSelf,
  onEdit,
  onDelete,
}: {
  subAdmin: SubAdmin;
  /** The caller's own row: the server refuses self-deletion, so the button is not offered. */
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Table.Tr data-testid="subadmin-row">
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {subAdmin.username}
          </Text>
          {isSelf && (
            <Badge size="xs" variant="outline" color="gray">
              You
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{subAdmin.email}</Text>
      </Table.Td>
      <Table.Td>
        <RoleBadge />
      </Table.Td>
      <Table.Td>
        <EditDeleteActions onEdit={onEdit} onDelete={isSelf ? undefined : onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Username and email edited in place; the role is fixed, so it stays as it is. */
export function SubAdminEditRow({
  subAdmin,
  onSaved,
  onCancel,
}: {
  subAdmin: SubAdmin;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({ username: subAdmin.username, email: subAdmin.email });
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateSubAdmin();

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
        onError: (err) => {
          const { field, message } = placeServerError(err, messages.generic.somethingWrong, ['email']);
          setErrors({ [field ?? 'username']: message });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') onCancel();
  };

  return (
    <Table.Tr data-testid="subadmin-row" bg="navy.0">
      <Table.Td>
        <TextInput
          aria-label="Username"
          size="sm"
          value={values.username}
          onChange={(event) => setValues({ ...values, username: event.currentTarget.value })}
          onKeyDown={onKeyDown}
          error={errors.username}
          autoFocus
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label="Email"
          type="email"
          size="sm"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
          onKeyDown={onKeyDown}
          error={errors.email}
        />
      </Table.Td>
      <Table.Td>
        <RoleBadge />
      </Table.Td>
      <Table.Td>
        <SaveCancelActions saving={update.isPending} onSave={save} onCancel={onCancel} />
      </Table.Td>
    </Table.Tr>
  );
}
