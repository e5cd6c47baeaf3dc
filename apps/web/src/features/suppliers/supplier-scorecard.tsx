import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { formatRupees } from '@tenderdesk/domain/money';
import { percentText, priceRatioText } from '@tenderdesk/domain/scorecard';
import type { SupplierScorecard } from '@tenderdesk/domain/scorecard-schemas';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { formatDay } from '../../lib/portal-time';
import { useSupplierScorecard } from './api';

/*
 * Issue 24 item 3: the supplier's scorecard on its details page, over a period of portal days (the
 * last 12 months unless chosen). A plain list of bars: each measure's words carry its value (the
 * bar is decoration), and "No data" is said, never drawn as 0 %.
 */

type Period = { from: string; to: string };

type Measure = { key: string; label: string; value: number | null; text: string; hint: string };

/** "1 tender", "3 tenders". */
const tenders = (count: number) => `${count} ${count === 1 ? 'tender' : 'tenders'}`;

function measuresOf(data: SupplierScorecard): Measure[] {
  const { scorecard: card, counts } = data;
  const pct = (value: number | null) => percentText(value);
  return [
    {
      key: 'response',
      label: 'Response rate',
      value: card.responseRate,
      text: pct(card.responseRate),
      hint: `Interest in ${counts.interests} of ${tenders(counts.categoryTenders)}`,
    },
    {
      key: 'quotation',
      label: 'Quotation rate',
      value: card.quotationRate,
      text: pct(card.quotationRate),
      hint: `Quoted ${counts.quotations} of ${tenders(counts.categoryTenders)}`,
    },
    {
      key: 'win',
      label: 'Win rate',
      value: card.winRate,
      text: pct(card.winRate),
      hint: `Won ${counts.wins} of ${counts.quotations} quoted`,
    },
    {
      key: 'price',
      label: 'Price against the lowest',
      // The bar: the lowest price ÷ its price (full when it was always the lowest).
      value: card.priceCompetitiveness === null ? null : 1 / card.priceCompetitiveness,
      text: priceRatioText(card.priceCompetitiveness),
      hint: `Over ${tenders(counts.pricedTenders)} whose prices are open`,
    },
    {
      key: 'onTime',
      label: 'On-time delivery',
      value: card.onTimeDelivery,
      text: pct(card.onTimeDelivery),
      hint: `${counts.receiptsOnTime} of ${counts.receiptsDated} ${counts.receiptsDated === 1 ? 'receipt line' : 'receipt lines'} by the delivery date`,
    },
    {
      key: 'acceptance',
      label: 'Acceptance',
      value: card.acceptanceRate,
      text: pct(card.acceptanceRate),
      hint: 'Quantity accepted of quantity received',
    },
    {
      key: 'documents',
      label: 'Document compliance',
      value: card.documentCompliance,
      text: pct(card.documentCompliance),
      hint: `${counts.documentsMet} of ${counts.documentsRequired} required ${counts.documentsRequired === 1 ? 'document' : 'documents'} verified and in date`,
    },
  ];
}

function Bar({ value }: { value: number | null }) {
  const width = value === null ? 0 : Math.max(0, Math.min(1, value)) * 100;
  return (
    <div
      aria-hidden
      style={{ height: 8, borderRadius: 4, background: 'var(--mantine-color-gray-2)', overflow: 'hidden' }}
    >
      <div style={{ width: `${width}%`, height: '100%', background: 'var(--mantine-color-blue-6)' }} />
    </div>
  );
}

export function SupplierScorecardCard({ supplierId }: { supplierId: string }) {
  const [period, setPeriod] = useState<Period | null>(null);
  const [draft, setDraft] = useState<Period>({ from: '', to: '' });
  const scorecard = useSupplierScorecard(supplierId, period);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPeriod(draft.from && draft.to ? draft : null);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="supplier-scorecard">
      <Text component="h2" fw={650} fz="md" mb={4}>
        Scorecard
      </Text>
      {scorecard.data && (
        <Text size="xs" c="dimmed" mb="sm" data-testid="scorecard-period">
          {formatDay(scorecard.data.from)} to {formatDay(scorecard.data.to)}
          {period ? '' : ' (last 12 months)'}
        </Text>
      )}
      <form onSubmit={submit} aria-label="Scorecard period">
        <Group gap="xs" align="flex-end" mb="md" wrap="wrap">
          <TextInput
            size="xs"
            type="date"
            label="From"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
            style={{ flex: '1 1 120px' }}
          />
          <TextInput
            size="xs"
            type="date"
            label="To"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
            style={{ flex: '1 1 120px' }}
          />
          <Button size="xs" type="submit" variant="default">
            Show
          </Button>
          {period && (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                setPeriod(null);
                setDraft({ from: '', to: '' });
              }}
            >
              Last 12 months
            </Button>
          )}
        </Group>
      </form>
      {scorecard.isPending && <Skeleton height={180} />}
      {scorecard.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(scorecard.error, 'The scorecard could not be loaded.')}
        </Alert>
      )}
      {scorecard.data && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {measuresOf(scorecard.data).map((measure) => (
            <li key={measure.key} data-testid={`scorecard-${measure.key}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{measure.label}</Text>
                <Text size="sm" fw={650} data-testid="scorecard-value" style={{ whiteSpace: 'nowrap' }}>
                  {measure.text}
                </Text>
              </Group>
              <Bar value={measure.value} />
              <Text size="xs" c="dimmed">
                {measure.hint}
              </Text>
            </li>
          ))}
          <li data-testid="scorecard-awarded">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">Awarded (incl. GST)</Text>
              <Text size="sm" fw={650}>
                {formatRupees(scorecard.data.scorecard.winValuePaise)}
              </Text>
            </Group>
          </li>
        </Stack>
      )}
    </Paper>
  );
}
