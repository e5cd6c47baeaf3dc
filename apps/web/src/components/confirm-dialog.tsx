import { Button, Group, Text } from '@mantine/core';
import { commonText } from '@tenderdesk/domain/ui/common';
import type { ReactNode } from 'react';
import { useText } from '../lib/i18n';
import { Modal } from './modal';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The label of the button that closes the dialog without acting; 'Cancel' unless given. */
  cancelLabel?: string;
  /** Red for destructive actions. */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Fields the action takes (an optional reason...), below the message. */
  children?: ReactNode;
  /** False when the dialog answers a navigation itself (the leave guard): Back is the router's. */
  backCloses?: boolean;
};

/** Asks before a destructive or irreversible action. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  loading,
  onConfirm,
  onCancel,
  children,
  backCloses,
}: ConfirmDialogProps) {
  const t = useText(commonText);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={<Text fw={650}>{title}</Text>}
      centered
      backCloses={backCloses}
    >
      <Text size="sm">{message}</Text>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {cancelLabel ?? t.cancel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
