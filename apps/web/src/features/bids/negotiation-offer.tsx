import {
  Alert,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClock, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { formatRupees, type Paise } from '@tenderdesk/domain/money';
import { bidsText } from '@tenderdesk/domain/ui/bids';
import { type FormEvent, useEffect, useState } from 'react';
import { CardHeading } from '../../components/card-heading';
import { type RowColumn, RowView } from '../../components/row-view';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { formatInstant } from '../../lib/portal-time';
import { bidKeys, useSubmitOffer } from './api';
import type { NegotiationForSupplier, NegotiationLine } from './bid-types';
import {
  checkOffer,
  formatTimeLeft,
  itemOfMessage,
  type OfferDraft,
  type OfferErrors,
  offerDraftOf,
  offerPayload,
  offerTotals,
  timeLeftMs,
} from './offer-rules';
import { amountText } from './security-rules';

const rupees = (paise: Paise | null | undefined) => (paise == null ? '—' : formatRupees(paise));
const priceInputId = (itemCode: string) => `offer-${itemCode.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

/**
 * Milliseconds left until the deadline on the server's clock, redrawn every second while it runs.
 * The device's clock only measures the time since the bid was read; its zone is never shown.
 */
function useTimeLeft(deadline: string, serverOffsetMs: number, running: boolean): number {
  const [, setTick] = useState(0);
  const left = timeLeftMs(deadline, Date.now(), serverOffsetMs);
  useEffect(() => {
    if (!running || left <= 0) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [running, left <= 0]);
  return left;
}

type Props = {
  supplierId: string;
  tenderId: string;
  negotiation: NegotiationForSupplier;
  serverOffsetMs: number;
};

/**
 * A negotiation round's offer (issue 21, contract section D): each quoted line with its earlier
 * unit price and a new one (no higher), the totals as the server computes them, the deadline in
 * the portal's zone with a countdown on the server's clock; read-only once the deadline passes.
 */
export function NegotiationOffer({ supplierId, tenderId, negotiation, serverOffsetMs }: Props) {
  const locale = useLocale();
  const text = useText(evaluationMessages).supplierBid;
  const t = useText(bidsText);
  const queryClient = useQueryClient();
  const left = useTimeLeft(negotiation.deadline, serverOffsetMs, negotiation.open);
  const open = negotiation.open && left > 0;
  const [draft, setDraft] = useState<OfferDraft>(() => offerDraftOf(negotiation));
  const [errors, setErrors] = useState<OfferErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = useSubmitOffer(supplierId, tenderId);

  // The deadline passed while the page was open: read the round again (the server closes it).
  useEffect(() => {
    if (negotiation.open && left <= 0) {
      void queryClient.invalidateQueries({ queryKey: bidKeys.one(supplierId, tenderId) });
    }
  }, [negotiation.open, left <= 0, queryClient, supplierId, tenderId]);

  const totals = offerTotals(negotiation, open ? draft : offerDraftOf(negotiation));
  const change = (itemCode: string, value: string) => {
    setDraft({ ...draft, [itemCode]: value });
    setSent(null);
    if (errors[itemCode]) {
      const { [itemCode]: _gone, ...rest } = errors;
      setErrors(rest);
    }
  };
  const focus = (itemCode: string) =>
    requestAnimationFrame(() => document.getElementById(priceInputId(itemCode))?.focus());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!open || submit.isPending) return;
    setFormError(null);
    setSent(null);
    const found = checkOffer(negotiation, draft);
    const first = negotiation.lines.find((line) => found[line.itemCode]);
    setErrors(found);
    if (first) {
      focus(first.itemCode);
      return;
    }
    submit.mutate(offerPayload(negotiation, draft), {
      onSuccess: (answer) => setSent(answer?.message ?? evaluationMessages.offerSaved),
      onError: (error) => {
        const message = errorMessage(error, text.offerFailed);
        const itemCode = error instanceof ApiError ? itemOfMessage(message, negotiation, locale) : null;
        if (itemCode) {
          setErrors({ [itemCode]: message });
          focus(itemCode);
        } else {
          setFormError(message);
        }
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: bidKeys.one(supplierId, tenderId) });
        }
      },
    });
  };

  const lineError = (itemCode: string) => {
    const error = errors[itemCode];
    return error ? localised(error, locale) : undefined;
  };
  const priceCell = (line: NegotiationLine) =>
    open ? (
      <TextInput
        id={priceInputId(line.itemCode)}
        aria-label={t.newUnitPriceOf(line.itemCode)}
        inputMode="decimal"
        size="sm"
        miw={120}
        value={draft[line.itemCode] ?? ''}
        error={lineError(line.itemCode)}
        disabled={submit.isPending}
        onChange={(event) => change(line.itemCode, event.currentTarget.value)}
        data-testid="offer-price"
      />
    ) : (
      <Text size="sm" fw={600} ta="right">
        {line.offeredUnitPrice === null ? '—' : amountText(line.offeredUnitPrice)}
      </Text>
    );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="negotiation-offer">
      <form onSubmit={onSubmit} noValidate aria-label={text.offerTitle(negotiation.round)}>
        <Stack gap="sm">
          <OfferHeading negotiation={negotiation} open={open} left={left} />
          {open && <Text size="sm">{text.offerHint}</Text>}
          <RowView
            rows={negotiation.lines}
            rowKey={(line) => line.itemCode}
            columns={offerColumns(t, priceCell, totals.lines)}
            label={text.offerTitle(negotiation.round)}
            minWidth={760}
            scroll="native"
            alignTop
            look={{ verticalSpacing: 'xs' }}
            rowTestId="offer-line"
            card={(line) => (
              <OfferCard line={line} price={priceCell(line)} total={totals.lines[line.itemCode]} />
            )}
          />
          <OfferTotals negotiation={negotiation} open={open} totals={totals} />
          <OfferState negotiation={negotiation} open={open} sent={sent} formError={formError} />
          {open && (
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={submit.isPending}
                w={{ base: '100%', xs: 'auto' }}
                data-testid="offer-submit"
              >
                {negotiation.submittedAt ? t.sendOfferAgain : t.sendOffer}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function OfferHeading({
  negotiation,
  open,
  left,
}: {
  negotiation: NegotiationForSupplier;
  open: boolean;
  left: number;
}) {
  const text = useText(evaluationMessages).supplierBid;
  const t = useText(bidsText);
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        {text.offerTitle(negotiation.round)}
      </Title>
      {negotiation.note && (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {negotiation.note}
        </Text>
      )}
      <Group gap="md" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} aria-hidden />
          <Text size="sm" fw={600} data-testid="offer-deadline">
            {text.deadline(formatInstant(negotiation.deadline))}
          </Text>
        </Group>
        {open ? (
          <Text size="sm" c="blue.9" fw={600} role="timer" aria-live="off" data-testid="offer-countdown">
            {text.timeLeft(formatTimeLeft(left, t))}
          </Text>
        ) : (
          <Group gap={6} wrap="nowrap">
            <IconLock size={16} aria-hidden />
            <Text size="sm" data-testid="offer-closed">
              {text.negotiationClosed(negotiation.round)}
            </Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

type LineTotals = Record<string, Paise | null>;

function offerColumns(
  t: typeof bidsText,
  price: (line: NegotiationLine) => React.ReactNode,
  totals: LineTotals,
): RowColumn<NegotiationLine>[] {
  return [
    {
      key: 'item',
      header: t.columns.item,
      maw: 260,
      cell: (line) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {line.itemCode}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {line.itemName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'qty',
      header: t.columns.qty,
      align: 'right',
      cell: (line) => <Text size="sm">{`${line.qty} ${line.uom}`}</Text>,
    },
    {
      key: 'gst',
      header: t.columns.gst,
      align: 'right',
      cell: (line) => <Text size="sm">{`${line.gstRate}%`}</Text>,
    },
    {
      key: 'earlier',
      header: t.columns.earlierUnitPrice,
      align: 'right',
      cell: (line) => <Text size="sm">{amountText(line.earlierUnitPrice)}</Text>,
    },
    { key: 'price', header: t.columns.newUnitPrice, align: 'right', w: 170, cell: price },
    {
      key: 'total',
      header: t.columns.lineTotal,
      align: 'right',
      cell: (line) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="offer-line-total">
          {rupees(totals[line.itemCode])}
        </Text>
      ),
    },
  ];
}

function OfferCard({
  line,
  price,
  total,
}: {
  line: NegotiationLine;
  price: React.ReactNode;
  total: Paise | null | undefined;
}) {
  const t = useText(bidsText);
  return (
    <Stack gap={6}>
      <CardHeading
        title={line.itemName || line.itemCode}
        subtitle={`${line.itemCode} · ${line.qty} ${line.uom} · GST ${line.gstRate}%`}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t.columns.earlierUnitPrice}
        </Text>
        <Text size="sm">{amountText(line.earlierUnitPrice)}</Text>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" pt={6}>
          {t.columns.newUnitPrice}
        </Text>
        <div style={{ maxWidth: 170 }}>{price}</div>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t.columns.lineTotal}
        </Text>
        <Text size="sm" fw={600} data-testid="offer-line-total">
          {rupees(total)}
        </Text>
      </Group>
    </Stack>
  );
}

type TotalsProps = {
  negotiation: NegotiationForSupplier;
  open: boolean;
  totals: ReturnType<typeof offerTotals>;
};

/** The earlier totals beside the offer's (as typed while open; the server's once settled). */
function OfferTotals({ negotiation, open, totals }: TotalsProps) {
  const t = useText(bidsText);
  const settled = negotiation.settledAt !== null && negotiation.total !== null;
  const sentNothing = !open && negotiation.submittedAt === null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
        <Stack gap={4}>
          <TotalRow label={t.earlierTotal} value={amountText(negotiation.earlierTotal)} />
          <TotalRow label={t.earlierTotalWithGst} value={amountText(negotiation.earlierTotalWithGst)} />
        </Stack>
      </Paper>
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" data-testid="offer-totals">
        <Stack gap={4}>
          <TotalRow
            label={t.newTotal}
            value={sentNothing ? '—' : settled ? amountText(negotiation.total) : rupees(totals.total)}
            testId="offer-total"
          />
          {!settled && <TotalRow label={t.gst} value={sentNothing ? '—' : rupees(totals.gstTotal)} />}
          <Divider />
          <TotalRow
            label={t.newTotalWithGst}
            value={
              sentNothing ? '—' : settled ? amountText(negotiation.totalWithGst) : rupees(totals.totalWithGst)
            }
            testId="offer-total-with-gst"
            strong
          />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

function TotalRow({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

type StateProps = {
  negotiation: NegotiationForSupplier;
  open: boolean;
  sent: string | null;
  formError: string | null;
};

/** The offer's state: sent (and when), the server's refusal, or read-only after the deadline. */
function OfferState({ negotiation, open, sent, formError }: StateProps) {
  const locale = useLocale();
  const text = useText(evaluationMessages).supplierBid;
  return (
    <>
      {sent && (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          role="status"
          data-testid="offer-sent"
        >
          {localised(sent, locale)}
        </Alert>
      )}
      {formError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="offer-error">
          {localised(formError, locale)}
        </Alert>
      )}
      {negotiation.submittedAt && (
        <Text size="sm" c="dimmed" data-testid="offer-submitted-at">
          {text.offerSubmittedOn(formatInstant(negotiation.submittedAt))}
          {open ? ` ${text.offerChangeable}` : ''}
        </Text>
      )}
      {!open && (
        <Text size="sm" data-testid="offer-read-only">
          {negotiation.settledAt && negotiation.submittedAt
            ? text.offerSettled
            : negotiation.submittedAt
              ? text.offerReadOnly
              : text.offerNotSent}
        </Text>
      )}
    </>
  );
}
