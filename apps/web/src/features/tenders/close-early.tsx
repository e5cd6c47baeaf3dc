import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@tenderdesk/domain/messages';
import { CLOSE_EARLY_REASON_MAX, type Tender } from '@tenderdesk/domain/tender-rules';
import { tenderDetailsText } from '@tenderdesk/domain/ui/tenders';
import { useState } from 'react';
import { api, errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { formatInstantDay } from '../../lib/portal-time';
import { tenderKeys } from './api';

/**
 * "Closed early on 26 Nov 2026: reason" of a tender closed early (decision 039), or null; `text` is
 * `messages.tender` in the language on screen.
 */
export function closedEarlyText(
  tender: Pick<Tender, 'closedEarlyAt' | 'closedEarlyReason'>,
  text: typeof messages.tender = messages.tender,
): string | null {
  if (!tender.closedEarlyAt) return null;
  return text.closedEarlyOn(formatInstantDay(tender.closedEarlyAt), tender.closedEarlyReason ?? '');
}

/** POST /api/tenders/{id}/close-early; every tender query is refreshed after it. */
function useCloseEarly(tenderId: string, onClosed: (message: string) => void) {
  const client = useQueryClient();
  return useMutation({
    // Here, not in mutate(): the refreshed tender is closed, so the button unmounts before a
    // mutate()-level callback would run.
    onSuccess: (answer) => onClosed(answer.message),
    mutationFn: (reason: string) =>
      api<{ message: string; data: Tender }>(`/api/tenders/${encodeURIComponent(tenderId)}/close-early`, {
        method: 'POST',
        json: { reason },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}

/**
 * The buyer's "Close early" (decision 039): a confirmation that requires a reason. The reason stays
 * typed when the call fails; the error shows in the dialog.
 */
export function CloseEarlyButton({
  tender,
  onClosed,
}: {
  tender: Tender;
  onClosed: (message: string) => void;
}) {
  const text = useText(messages).tender;
  const t = useText(tenderDetailsText);
  const locale = useLocale();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = useCloseEarly(tender._id, onClosed);
  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setError(messages.tender.closeEarlyReasonRequired);
    if (trimmed.length > CLOSE_EARLY_REASON_MAX)
      return setError(messages.tender.closeEarlyReasonTooLong(CLOSE_EARLY_REASON_MAX));
    setError(null);
    close.mutate(trimmed, {
      onSuccess: () => {
        setOpened(false);
        setReason('');
      },
      onError: (failure) => setError(errorMessage(failure, messages.tender.closeEarlyFailed)),
    });
  };
  return (
    <>
      <Button
        variant="light"
        color="orange"
        leftSection={<IconLock size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        w={{ base: '100%', xs: 'auto' }}
        data-testid="close-early"
      >
        {text.closeEarly}
      </Button>
      <Modal
        opened={opened}
        onClose={() => !close.isPending && setOpened(false)}
        title={<Text fw={650}>{text.closeEarlyTitle}</Text>}
        centered
      >
        <Text size="sm">{text.closeEarlyBody}</Text>
        <Textarea
          mt="md"
          label={text.closeEarlyReasonLabel}
          required
          autosize
          minRows={3}
          maxLength={CLOSE_EARLY_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (!close.isError) setError(null);
          }}
          error={error && !close.isError ? localised(error, locale) : undefined}
          data-testid="close-early-reason"
        />
        {error && close.isError && (
          <Alert mt="md" color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {localised(error, locale)}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)} disabled={close.isPending}>
            {t.cancel}
          </Button>
          <Button color="orange" onClick={submit} loading={close.isPending} data-testid="close-early-confirm">
            {text.closeEarly}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
