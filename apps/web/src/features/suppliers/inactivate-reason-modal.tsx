import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { messages } from '@tenderdesk/domain/messages';
import { MAX_INACTIVATION_REASON_LENGTH, type SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { useEffect, useState } from 'react';
import { Modal } from '../../components/modal';

type Props = {
  supplier: SupplierView | null;
  loading: boolean;
  /** A message the server put on the reason field. */
  serverError: string | null;
  onConfirm: (reason: string) => void;
  /** The admin edited the reason: any server message about the old text no longer applies. */
  onEdit: () => void;
  onCancel: () => void;
};

/** Inactivating an active supplier needs a reason (spec section 5): the supplier is told it at login. */
export function InactivateReasonModal({
  supplier,
  loading,
  serverError,
  onConfirm,
  onEdit,
  onCancel,
}: Props) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // A fresh, empty reason each time the dialog opens for a supplier.
  useEffect(() => {
    if (supplier) {
      setReason('');
      setTouched(false);
    }
  }, [supplier]);

  const trimmed = reason.trim();
  const error = serverError ?? (touched && !trimmed ? messages.suppliers.reasonRequired : null);

  return (
    <Modal
      opened={supplier !== null}
      onClose={onCancel}
      title={<Text fw={650}>Inactivate supplier</Text>}
      centered
      closeOnClickOutside={!loading}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (trimmed) onConfirm(trimmed);
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Text span fw={650}>
              {supplier?.companyName}
            </Text>{' '}
            will be signed out and can no longer log in. They see this reason when they try.
          </Text>
          <Textarea
            label="Reason for inactivation"
            withAsterisk
            placeholder="For example: trade licence expired on 31 March"
            autosize
            minRows={3}
            maxRows={6}
            maxLength={MAX_INACTIVATION_REASON_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (serverError) onEdit();
            }}
            onBlur={() => setTouched(true)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={loading} disabled={!trimmed}>
              Inactivate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
