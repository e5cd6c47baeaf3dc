import { Button, Group } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';

/** The actions of a row at rest: labelled buttons, since icons alone leave officers guessing. */
export function EditDeleteActions({
  onEdit,
  onDelete,
  disabled,
}: {
  onEdit: () => void;
  /** Left out for a row that may not be deleted (one's own account). */
  onDelete?: () => void;
  disabled?: boolean;
}) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} />}
        onClick={onEdit}
        disabled={disabled}
      >
        Edit
      </Button>
      {onDelete && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
          disabled={disabled}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}

/** The actions of a row being edited inline. */
export function SaveCancelActions({
  saving,
  onSave,
  onCancel,
}: {
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" leftSection={<IconCheck size={14} />} onClick={onSave} loading={saving}>
        Save
      </Button>
      <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </Group>
  );
}
