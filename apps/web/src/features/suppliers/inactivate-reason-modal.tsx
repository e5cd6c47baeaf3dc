import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { messages } from '@tenderdesk/domain/messages';
import { MAX_INACTIVATION_REASON_LENGTH, type SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { supplierActionText } from '@tenderdesk/domain/ui/supplier-lists';
import { useEffect, useState } from 'react';
import { Modal, useLastOpen } from '../../components/modal';
import { localised, useLocale, useText } from '../../lib/i18n';
import { emphasise } from './emphasis';

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
  const t = useText(supplierActionText);
  const locale = useLocale();
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
  const english = serverError ?? (touched && !trimmed ? messages.suppliers.reasonRequired : null);
  const error = english && localised(english, locale);
  const company = useLastOpen(supplier)?.companyName ?? '';

  return (
    <Modal
      opened={supplier !== null}
      onClose={onCancel}
      title={<Text fw={650}>{t.reasonTitle}</Text>}
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
            {emphasise(t.reasonBody(company), [
              {
                text: company,
                node: (
                  <Text span fw={650}>
                    {company}
                  </Text>
                ),
              },
            ])}
          </Text>
          <Textarea
            label={t.reasonLabel}
            withAsterisk
            placeholder={t.reasonPlaceholder}
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
              {t.cancel}
            </Button>
            <Button type="submit" color="red" loading={loading} disabled={!trimmed}>
              {t.inactivate}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
