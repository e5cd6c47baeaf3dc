import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { formatRupees } from '@tenderdesk/domain/money';
import { percentText } from '@tenderdesk/domain/scorecard';
import type { SupplierScorecard } from '@tenderdesk/domain/scorecard-schemas';
import { scorecardText } from '@tenderdesk/domain/ui/supplier-details';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { formatDay } from '../../lib/portal-time';
import { useSupplierScorecard } from './api';

/*
 * Issue 24 item 3: the supplier's scorecard on its details page, over a period of portal days (the
 * last 12 months unless chosen). A plain list of bars: each measure's words carry its value (the
 * bar is decoration), and "No data" is said, never drawn as 0 %.
 */

type Period = { from: string; to: string };

type Measure = { key: string; label: string; value: number | null; text: string; hint: string };

function measuresOf(t: typeof scorecardText, data: SupplierScorecard): Measure[] {
  const { scorecard: card, counts } = data;
  const pct = (value: number | null) => percentText(value, t.noData);
  return [
    {
      key: 'response',
      label: t.response,
      value: card.responseRate,
      text: pct(card.responseRate),
      hint: t.responseHint(counts.interests, counts.categoryTenders),
    },
    {
      key: 'quotation',
      label: t.quotation,
      value: card.quotationRate,
      text: pct(card.quotationRate),
      hint: t.quotationHint(counts.quotations, counts.categoryTenders),
    },
    {
      key: 'win',
      label: t.win,
      value: card.winRate,
      text: pct(card.winRate),
      hint: t.winHint(counts.wins, counts.quotations),
    },
    {
      key: 'price',
      label: t.price,
      // The bar: the lowest price ÷ its price (full when it was always the lowest).
      value: card.priceCompetitiveness === null ? null : 1 / card.priceCompetitiveness,
      text: t.priceRatio(card.priceCompetitiveness),
      hint: t.priceHint(counts.pricedTenders),
    },
    {
      key: 'onTime',
      label: t.onTime,
      value: card.onTimeDelivery,
      text: pct(card.onTimeDelivery),
      hint: t.onTimeHint(counts.receiptsOnTime, counts.receiptsDated),
    },
    {
      key: 'acceptance',
      label: t.acceptance,
      value: card.acceptanceRate,
      text: pct(card.acceptanceRate),
      hint: t.acceptanceHint,
    },
    {
      key: 'documents',
      label: t.documents,
      value: card.documentCompliance,
      text: pct(card.documentCompliance),
      hint: t.documentsHint(counts.documentsMet, counts.documentsRequired),
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
  const t = useText(scorecardText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPeriod(draft.from && draft.to ? draft : null);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="supplier-scorecard">
      <Text component="h2" fw={650} fz="md" mb={4}>
        {t.title}
      </Text>
      {scorecard.data && (
        <Text size="xs" c="dimmed" mb="sm" data-testid="scorecard-period">
          {period
            ? t.period(formatDay(scorecard.data.from), formatDay(scorecard.data.to))
            : t.lastYearPeriod(formatDay(scorecard.data.from), formatDay(scorecard.data.to))}
        </Text>
      )}
      <form onSubmit={submit} aria-label={t.periodLabel}>
        <Group gap="xs" align="flex-end" mb="md" wrap="wrap">
          <TextInput
            size="xs"
            type="date"
            label={t.from}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
            style={{ flex: '1 1 120px' }}
          />
          <TextInput
            size="xs"
            type="date"
            label={t.to}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
            style={{ flex: '1 1 120px' }}
          />
          <Button size="xs" type="submit" variant="default">
            {t.show}
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
              {t.lastYear}
            </Button>
          )}
        </Group>
      </form>
      {scorecard.isPending && <Skeleton height={180} />}
      {scorecard.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(scorecard.error, t.loadFailed)}
        </Alert>
      )}
      {scorecard.data && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {measuresOf(t, scorecard.data).map((measure) => (
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
              <Text size="sm">{t.awarded}</Text>
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
