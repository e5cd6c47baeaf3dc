import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CRITERION_KIND_LABELS,
  ENVELOPE_MODE_LABELS,
  EXEMPTION_LABELS,
  EXEMPTIONS,
} from '@tenderdesk/domain/evaluation';
import type { ReactNode } from 'react';
import { criterionRule, rupeesText } from './evaluation-rules';
import type { EvaluationSettings } from './types';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The openers' names and how many must confirm, e.g. "A, B and C (2 must confirm)". */
export function openersText(settings: Pick<EvaluationSettings, 'openers' | 'openersRequired'>): string {
  if (settings.openers.length === 0) return 'None named';
  const names = settings.openers.map((opener) => opener.name).join(', ');
  return settings.openersRequired ? `${names} (${settings.openersRequired} must confirm)` : names;
}

/** The exemptions a tender allows, in words ('None' when it allows none). */
export function exemptionsText(settings: Pick<EvaluationSettings, 'exemptions'>): string {
  const allowed = EXEMPTIONS.filter((kind) => settings.exemptions[kind]).map(
    (kind) => EXEMPTION_LABELS[kind],
  );
  return allowed.length > 0 ? allowed.join('; ') : 'None';
}

/**
 * The settings read-only: the mode, the amounts, the exemptions and openers, and (`criteria`) the
 * criteria listed. The tender page's card shows the short form; a locked settings screen the whole.
 */
export function SettingsSummary({
  settings,
  criteria = false,
}: {
  settings: EvaluationSettings;
  criteria?: boolean;
}) {
  const two = settings.envelopes === 'two';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Fact label="Envelopes">{ENVELOPE_MODE_LABELS[settings.envelopes]}</Fact>
        <Fact label="EMD amount">{settings.emdAmount ? rupeesText(settings.emdAmount) : 'Not asked'}</Fact>
        <Fact label="Tender fee">{settings.tenderFee ? rupeesText(settings.tenderFee) : 'Not asked'}</Fact>
        <Fact label="Exemptions allowed">{exemptionsText(settings)}</Fact>
      </SimpleGrid>
      {two && <Fact label="Bid openers">{openersText(settings)}</Fact>}
      {two && (
        <Fact label="Technical criteria">
          {criteria ? (
            <List type="ordered" size="sm" spacing={4} data-testid="criteria-summary">
              {settings.criteria.map((criterion) => (
                <List.Item key={criterion._id}>
                  {criterion.label}{' '}
                  <Text span size="xs" c="dimmed">
                    ({CRITERION_KIND_LABELS[criterion.kind]} · {criterionRule(criterion)})
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : (
            `${settings.criteria.length} criteri${settings.criteria.length === 1 ? 'on' : 'a'}`
          )}
        </Fact>
      )}
    </Stack>
  );
}
