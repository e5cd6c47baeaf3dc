import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CRITERION_KIND_LABELS,
  ENVELOPE_MODE_LABELS,
  EXEMPTION_LABELS,
  EXEMPTIONS,
} from '@tenderdesk/domain/evaluation';
import { evaluationSettingsText } from '@tenderdesk/domain/ui/evaluation';
import type { ReactNode } from 'react';
import { useText } from '../../lib/i18n';
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

type SummaryText = (typeof evaluationSettingsText)['summary'];

/** The openers' names and how many must confirm, e.g. "A, B, C (2 must confirm)". */
export function openersText(
  settings: Pick<EvaluationSettings, 'openers' | 'openersRequired'>,
  t: SummaryText = evaluationSettingsText.summary,
): string {
  if (settings.openers.length === 0) return t.noneNamed;
  const names = settings.openers.map((opener) => opener.name).join(', ');
  return settings.openersRequired ? t.openersMustConfirm(names, settings.openersRequired) : names;
}

/** The exemptions a tender allows, in words ('None' when it allows none). */
export function exemptionsText(
  settings: Pick<EvaluationSettings, 'exemptions'>,
  t: SummaryText = evaluationSettingsText.summary,
  labels: typeof EXEMPTION_LABELS = EXEMPTION_LABELS,
): string {
  const allowed = EXEMPTIONS.filter((kind) => settings.exemptions[kind]).map((kind) => labels[kind]);
  return allowed.length > 0 ? allowed.join('; ') : t.none;
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
  const t = useText(evaluationSettingsText).summary;
  const modes = useText(ENVELOPE_MODE_LABELS);
  const kinds = useText(CRITERION_KIND_LABELS);
  const exemptions = useText(EXEMPTION_LABELS);
  const two = settings.envelopes === 'two';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Fact label={t.envelopes}>{modes[settings.envelopes]}</Fact>
        <Fact label={t.emdAmount}>{settings.emdAmount ? rupeesText(settings.emdAmount) : t.notAsked}</Fact>
        <Fact label={t.tenderFee}>{settings.tenderFee ? rupeesText(settings.tenderFee) : t.notAsked}</Fact>
        <Fact label={t.exemptionsAllowed}>{exemptionsText(settings, t, exemptions)}</Fact>
      </SimpleGrid>
      {two && <Fact label={t.bidOpeners}>{openersText(settings, t)}</Fact>}
      {two && (
        <Fact label={t.technicalCriteria}>
          {criteria ? (
            <List type="ordered" size="sm" spacing={4} data-testid="criteria-summary">
              {settings.criteria.map((criterion) => (
                <List.Item key={criterion._id}>
                  {criterion.label}{' '}
                  <Text span size="xs" c="dimmed">
                    ({kinds[criterion.kind]} · {criterionRule(criterion)})
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : (
            t.criteriaCount(settings.criteria.length)
          )}
        </Fact>
      )}
    </Stack>
  );
}
