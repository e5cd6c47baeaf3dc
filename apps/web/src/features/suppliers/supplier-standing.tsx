import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { addPortalDays, portalToday } from '@tenderdesk/domain/portal-time';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { STANDING_LIMITS, type SupplierRestriction } from '@tenderdesk/domain/supplier-standing';
import { standingCardText } from '@tenderdesk/domain/ui/supplier-details';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { useState } from 'react';
import { Modal, useLastOpen } from '../../components/modal';
import { errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { portalTimeZone } from '../../lib/portal-time';
import { standingOf, standingText } from '../../lib/supplier-standing';
import { type StandingChange, useStandingChange } from './api';
import { emphasise } from './emphasis';

/*
 * Issue 24 item 4: the supplier's standing on its details page. A hold (through a day) or a
 * blacklist (with the order's reference) refuses the supplier interest, quotations, awards and
 * orders; the admin sets and lifts them here, each through a dialog that says what follows.
 */

type Dialog = 'hold' | 'blacklist' | 'lift' | null;

export function SupplierStandingCard({
  supplier,
  onDone,
}: {
  supplier: SupplierView;
  onDone: (message: string) => void;
}) {
  const restriction = standingOf(supplier);
  const [dialog, setDialog] = useState<Dialog>(null);
  const t = useText(standingCardText);
  const text = standingText(restriction);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="supplier-standing">
      <Text fw={650} mb="sm">
        {t.title}
      </Text>
      {text ? (
        <Alert
          color={restriction.kind === 'hold' ? 'orange' : 'red'}
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          mb="sm"
        >
          <Text size="sm" c="dark.7">
            {text}
          </Text>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" mb="sm">
          {t.notRestricted}
        </Text>
      )}
      <Group gap="xs">
        {restriction.kind === 'none' && (
          <Button size="xs" variant="default" onClick={() => setDialog('hold')}>
            {t.hold}
          </Button>
        )}
        {restriction.kind !== 'blacklisted' && (
          <Button size="xs" variant="light" color="red" onClick={() => setDialog('blacklist')}>
            {t.blacklist}
          </Button>
        )}
        {restriction.kind !== 'none' && (
          <Button size="xs" variant="default" onClick={() => setDialog('lift')}>
            {restriction.kind === 'hold' ? t.liftHold : t.liftBlacklist}
          </Button>
        )}
      </Group>
      <StandingDialog
        supplier={supplier}
        dialog={dialog}
        restriction={restriction}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          onDone(message);
        }}
      />
    </Paper>
  );
}

function StandingDialog({
  supplier,
  dialog,
  restriction,
  onClose,
  onDone,
}: {
  supplier: SupplierView;
  dialog: Dialog;
  restriction: SupplierRestriction;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const change = useStandingChange();
  const t = useText(standingCardText);
  // While the modal closes it goes on showing the dialog it was opened for (useLastOpen).
  const shown = useLastOpen(dialog) ?? 'hold';
  const locale = useLocale();
  const tomorrow = addPortalDays(portalToday(portalTimeZone()), 1);
  const [until, setUntil] = useState<string>(tomorrow);
  const [reason, setReason] = useState('');
  const [orderReference, setOrderReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    setReason('');
    setOrderReference('');
    onClose();
  };
  const submit = () => {
    if (!dialog) return;
    const request: StandingChange =
      dialog === 'hold'
        ? { id: supplier._id, action: 'hold', body: { until, reason } }
        : dialog === 'blacklist'
          ? { id: supplier._id, action: 'blacklist', body: { reason, orderReference } }
          : {
              id: supplier._id,
              action: 'lift',
              body: { kind: restriction.kind === 'hold' ? 'hold' : 'blacklist' },
            };
    change.mutate(request, {
      onSuccess: (response) => {
        setReason('');
        setOrderReference('');
        setError(null);
        onDone(response.message);
      },
      onError: (failure) => setError(errorMessage(failure, vendorMessages.standingReasonRequired)),
    });
  };

  return (
    <Modal opened={dialog !== null} onClose={close} title={<Text fw={650}>{t.titles[shown]}</Text>} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {emphasise(
              shown === 'lift'
                ? t.liftBody(supplier.companyName)
                : shown === 'hold'
                  ? t.holdBody(supplier.companyName)
                  : t.blacklistBody(supplier.companyName),
              [
                {
                  text: supplier.companyName,
                  node: (
                    <Text span fw={650}>
                      {supplier.companyName}
                    </Text>
                  ),
                },
              ],
            )}
          </Text>
          {shown === 'hold' && (
            <TextInput
              type="date"
              label={t.lastDay}
              withAsterisk
              min={tomorrow}
              value={until}
              onChange={(event) => setUntil(event.currentTarget.value)}
            />
          )}
          {shown === 'blacklist' && (
            <TextInput
              label={t.orderReference}
              withAsterisk
              placeholder={t.orderReferencePlaceholder}
              maxLength={STANDING_LIMITS.orderRefMax}
              value={orderReference}
              onChange={(event) => {
                setOrderReference(event.currentTarget.value);
                setError(null);
              }}
            />
          )}
          {shown !== 'lift' && (
            <Textarea
              label={t.reason}
              withAsterisk
              autosize
              minRows={3}
              maxLength={STANDING_LIMITS.reasonMax}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
              data-autofocus
            />
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {localised(error, locale)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              {t.cancel}
            </Button>
            <Button type="submit" color={shown === 'lift' ? 'blue' : 'red'} loading={change.isPending}>
              {t.confirm[shown]}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
