import { ActionIcon, Button, Group, useMatches } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { commonText } from '@tenderdesk/domain/ui/common';
import { useText } from '../lib/i18n';

/** Width of the actions column: labelled buttons from the xs breakpoint up, icons below it. */
export const ACTIONS_COLUMN_WIDTH = { base: 84, xs: 190 };

type RowAction = {
  label: string;
  icon: typeof IconPencil;
  onClick: () => void;
  variant: 'filled' | 'light' | 'subtle' | 'default';
  color?: string;
  loading?: boolean;
  disabled?: boolean;
};

/**
 * One row action: a labelled button, since icons alone leave officers guessing, except on a phone,
 * where only icons (named for screen readers) leave room for the row's own text.
 */
function RowActionButton({ action, compact }: { action: RowAction; compact: boolean }) {
  const Icon = action.icon;
  if (compact) {
    return (
      <ActionIcon
        aria-label={action.label}
        size="lg"
        variant={action.variant}
        color={action.color}
        onClick={action.onClick}
        loading={action.loading}
        disabled={action.disabled}
      >
        <Icon size={18} />
      </ActionIcon>
    );
  }
  return (
    <Button
      size="xs"
      variant={action.variant}
      color={action.color}
      leftSection={<Icon size={14} />}
      onClick={action.onClick}
      loading={action.loading}
      disabled={action.disabled}
    >
      {action.label}
    </Button>
  );
}

function RowActionGroup({ actions }: { actions: RowAction[] }) {
  const compact = useMatches({ base: true, xs: false });
  return (
    <Group gap={compact ? 4 : 'xs'} justify="flex-end" wrap="nowrap">
      {actions.map((action) => (
        <RowActionButton key={action.label} action={action} compact={compact} />
      ))}
    </Group>
  );
}

/** The actions of a row at rest. */
export function EditDeleteActions({
  onEdit,
  onDelete,
}: {
  onEdit: () => void;
  /** Left out for a row that may not be deleted (one's own account). */
  onDelete?: () => void;
}) {
  const t = useText(commonText);
  const actions: RowAction[] = [{ label: t.edit, icon: IconPencil, onClick: onEdit, variant: 'light' }];
  if (onDelete) {
    actions.push({
      label: t.delete,
      icon: IconTrash,
      onClick: onDelete,
      variant: 'subtle',
      color: 'red',
    });
  }
  return <RowActionGroup actions={actions} />;
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
  const t = useText(commonText);
  return (
    <RowActionGroup
      actions={[
        { label: t.save, icon: IconCheck, onClick: onSave, variant: 'filled', loading: saving },
        {
          label: t.cancel,
          icon: IconX,
          onClick: onCancel,
          variant: 'default',
          disabled: saving,
        },
      ]}
    />
  );
}
