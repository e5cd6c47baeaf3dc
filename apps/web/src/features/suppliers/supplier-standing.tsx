import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { addPortalDays, portalToday } from '@tenderdesk/domain/portal-time';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { STANDING_LIMITS, type SupplierRestriction } from '@tenderdesk/domain/supplier-standing';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { useState } from 'react';
import { Modal } from '../../components/modal';
import { errorMessage } from '../../lib/api';
import { portalTimeZone } from '../../lib/portal-time';
import { standingOf, standingText } from '../../lib/supplier-standing';
import { type StandingChange, useStandingChange } from './api';

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
  const text = standingText(restriction);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="supplier-standing">
      <Text fw={650} mb="sm">
        Standing
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
          Not restricted: the supplier may express interest, quote and be awarded.
        </Text>
      )}
      <Group gap="xs">
        {restriction.kind === 'none' && (
          <Button size="xs" variant="default" onClick={() => setDialog('hold')}>
            Put on hold
          </Button>
        )}
        {restriction.kind !== 'blacklisted' && (
          <Button size="xs" variant="light" color="red" onClick={() => setDialog('blacklist')}>
            Blacklist
          </Button>
        )}
        {restriction.kind !== 'none' && (
          <Button size="xs" variant="default" onClick={() => setDialog('lift')}>
            {restriction.kind === 'hold' ? 'Lift hold' : 'Lift blacklist'}
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

const TITLES: Record<Exclude<Dialog, null>, string> = {
  hold: 'Put supplier on hold',
  blacklist: 'Blacklist supplier',
  lift: 'Lift restriction',
};

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
    <Modal
      opened={dialog !== null}
      onClose={close}
      title={<Text fw={650}>{dialog ? TITLES[dialog] : ''}</Text>}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {dialog === 'lift' ? (
              <>
                <Text span fw={650}>
                  {supplier.companyName}
                </Text>{' '}
                may express interest, quote and be awarded again. The supplier is told.
              </>
            ) : (
              <>
                <Text span fw={650}>
                  {supplier.companyName}
                </Text>{' '}
                {dialog === 'hold'
                  ? 'cannot express interest, quote, be awarded or sent an order until the day after the last day. '
                  : 'cannot express interest, quote, be awarded or sent an order until the blacklist is lifted. '}
                The supplier is told, with the reason.
              </>
            )}
          </Text>
          {dialog === 'hold' && (
            <TextInput
              type="date"
              label="Last day of the hold"
              withAsterisk
              min={tomorrow}
              value={until}
              onChange={(event) => setUntil(event.currentTarget.value)}
            />
          )}
          {dialog === 'blacklist' && (
            <TextInput
              label="Order reference"
              withAsterisk
              placeholder="For example: ORD/2026/17"
              maxLength={STANDING_LIMITS.orderRefMax}
              value={orderReference}
              onChange={(event) => {
                setOrderReference(event.currentTarget.value);
                setError(null);
              }}
            />
          )}
          {dialog !== 'lift' && (
            <Textarea
              label="Reason"
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
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" color={dialog === 'lift' ? 'blue' : 'red'} loading={change.isPending}>
              {dialog ? TITLES[dialog].replace(' supplier', '') : ''}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
