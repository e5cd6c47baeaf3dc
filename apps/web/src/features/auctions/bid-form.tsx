import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { amountInWordsIn } from '@tenderdesk/domain/amount-in-words';
import type { AuctionForSupplier, SupplierAuctionLine } from '@tenderdesk/domain/auction';
import { decrementPaise } from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { formatRupees, type Paise, paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { biddingText } from '@tenderdesk/domain/ui/auctions-bidding';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { localised, useLocale, useText } from '../../lib/i18n';
import {
  decrementLabel,
  lineKey,
  lineName,
  parseBidAmount,
  type Refusal,
  readBidInput,
} from './supplier-auction-rules';

/*
 * The bid form of one line (live and practice): the amount in rupees (Indian grouping shown as it
 * is typed), a quick "− decrement" button, a confirmation of the amount (in figures and in words)
 * before it is sent, then the server's answer: accepted, or its refusal with what to do next.
 */

export type BidOutcome = { ok: true; message: string; rank: number } | ({ ok: false } & Refusal);

type Props = {
  view: Pick<AuctionForSupplier, 'decrementKind' | 'decrement'>;
  line: SupplierAuctionLine;
  onBid: (amount: string) => Promise<BidOutcome>;
};

const inputId = (line: SupplierAuctionLine) =>
  `bid-${lineKey(line.itemCode).replace(/[^a-zA-Z0-9_-]/g, '-')}`;

/** The amount after one more "− decrement": below the typed amount when it is already allowed, else the highest allowed. */
function lowered(typed: string, line: SupplierAuctionLine, view: Props['view']): string {
  if (line.nextMax === null) return typed;
  const read = readBidInput(typed, line.nextMax);
  if (!('amount' in read)) return line.nextMax;
  const lower =
    read.amount - decrementPaise(read.amount, { kind: view.decrementKind, value: view.decrement });
  return lower > 0 ? paiseToDecimal(lower) : typed;
}

export function BidForm({ view, line, onBid }: Props) {
  const locale = useLocale();
  const t = useText(biddingText);
  const text = useText(auctionMessages);
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState<Paise | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<Refusal | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const id = inputId(line);
  const name = lineName(line, t);

  useEffect(() => {
    if (confirming !== null) confirmButton.current?.focus();
  }, [confirming]);

  // "You are now L1" is true when it is said: once the rank moves, the badge says it instead.
  const rankWhenAccepted = useRef(line.rank);
  useEffect(() => {
    if (line.rank !== rankWhenAccepted.current) setAccepted(null);
  }, [line.rank]);

  const preview = parseBidAmount(typed);
  const change = (value: string) => {
    setTyped(value);
    setError(null);
    setAccepted(null);
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    // Kept in English and shown in the language on screen, so a switch of language follows.
    const read = readBidInput(typed, line.nextMax);
    if ('error' in read) {
      setError({ message: read.error, next: read.next });
      input.current?.focus();
      return;
    }
    setError(null);
    setAccepted(null);
    setConfirming(read.amount);
  };

  const send = async () => {
    if (confirming === null || sending) return;
    setSending(true);
    const outcome = await onBid(paiseToDecimal(confirming));
    setSending(false);
    setConfirming(null);
    if (outcome.ok) {
      rankWhenAccepted.current = outcome.rank;
      setTyped('');
      setAccepted(outcome.message);
    } else {
      setError({ message: outcome.message, next: outcome.next });
    }
    input.current?.focus();
  };

  const back = () => {
    setConfirming(null);
    input.current?.focus();
  };

  return (
    <Stack gap="xs" maw={560} data-testid="bid-form">
      <form onSubmit={review} noValidate aria-label={t.bidOn(name)}>
        <Stack gap="xs">
          <TextInput
            ref={input}
            id={id}
            label={t.yourBid}
            description={
              preview !== null && preview > 0
                ? formatRupees(preview)
                : line.nextMax
                  ? t.atMost(formatRupees(toPaise(line.nextMax)))
                  : text.noLowerPossible
            }
            inputMode="decimal"
            autoComplete="off"
            size="md"
            value={typed}
            onChange={(event) => change(event.currentTarget.value)}
            disabled={confirming !== null || sending}
            error={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid="bid-amount"
          />
          {confirming === null && (
            <Group gap="xs" grow wrap="nowrap">
              <Button
                variant="default"
                size="md"
                onClick={() => change(lowered(typed, line, view))}
                disabled={line.nextMax === null || sending}
                aria-label={t.lowerBy(decrementLabel(view))}
                data-testid="bid-decrement"
              >
                − {decrementLabel(view)}
              </Button>
              <Button type="submit" size="md" disabled={sending} data-testid="bid-review">
                {t.review}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {confirming !== null && (
        <Paper withBorder p="sm" radius="md" bg="yellow.0" data-testid="bid-confirm">
          <Stack gap="xs">
            <Text fw={700}>{text.bidConfirm(formatRupees(confirming), name)}</Text>
            <Text size="sm">{amountInWordsIn(confirming, locale)}</Text>
            <Group gap="xs" grow wrap="nowrap">
              <Button variant="default" size="md" onClick={back} disabled={sending}>
                {t.change}
              </Button>
              <Button
                ref={confirmButton}
                size="md"
                color="green"
                loading={sending}
                onClick={() => void send()}
                data-testid="bid-confirm-button"
              >
                {t.confirm}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {error && (
        <Alert
          id={`${id}-error`}
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          role="alert"
          data-testid="bid-refusal"
        >
          <Text size="sm" fw={600}>
            {localised(error.message)}
          </Text>
          {error.next && (
            <Text size="sm" mt={4} data-testid="bid-next-step">
              {localised(error.next)}
            </Text>
          )}
        </Alert>
      )}
      {accepted && (
        <Alert
          color="green"
          icon={<IconCircleCheck size={18} aria-hidden />}
          role="status"
          data-testid="bid-accepted"
        >
          {accepted}
        </Alert>
      )}
    </Stack>
  );
}
