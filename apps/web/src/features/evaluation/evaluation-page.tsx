import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconCircleCheck,
  IconClock,
  IconInfoCircle,
  IconScale,
} from '@tabler/icons-react';
import {
  ENVELOPE_MODE_LABELS,
  EVALUATION_STAGE_LABELS,
  EVALUATION_STAGES,
  type EvaluationStage,
} from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { evaluationReviewText } from '@tenderdesk/domain/ui/evaluation-review';
import { Link, useParams } from 'react-router';
import { LoadingBlock } from '../../components/list-states';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { formatDay, formatInstant } from '../../lib/portal-time';
import { useEvaluation } from './api';
import { CommitteeCard } from './committee-card';
import { EmdReleaseSection } from './emd-release';
import { pricesOpen, stageStep } from './evaluation-rules';
import { NegotiationSection } from './negotiation-section';
import { TechnicalSection } from './technical-section';
import type { Evaluation } from './types';

const BANNER_MS = 6_000;

/**
 * /tenders/{id}/evaluation (issue 21): the buyer's and the committee's evaluation of a tender. The
 * stage, the committee and its openings, the technical evaluation, the link to the comparison once
 * prices are open, negotiation rounds and the release of bid security. Who may see it is the
 * server's decision (manageTenders or a named opener); its refusal is shown as it says it.
 */
export function EvaluationPage() {
  const t = useText(evaluationReviewText);
  const text = useText(evaluationMessages);
  const modes = useText(ENVELOPE_MODE_LABELS);
  const { id = '' } = useParams();
  const evaluation = useEvaluation(id);
  const { banner, show, clear } = useTimedBanner();
  const notify = (kind: 'success' | 'error', message: string) => show(kind, message, BANNER_MS);
  const data = evaluation.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={pathTo(PATHS.tenderDetails, id)} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          <span>{t.backToTender}</span>
        </Group>
      </Anchor>
      <Stack gap={2}>
        {data && (
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            {data.projectCode} · {data.projectName}
          </Text>
        )}
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t.title}
        </Title>
        {data && (
          <Group gap="xs">
            <Badge variant="light" color={data.envelopes === 'two' ? 'grape' : 'gray'}>
              {modes[data.envelopes]}
            </Badge>
            <Text size="sm" c="dimmed">
              {data.closedEarlyAt
                ? t.closedEarly(formatInstant(data.closedEarlyAt))
                : t.closingDate(formatDay(data.closingDate))}
            </Text>
          </Group>
        )}
      </Stack>
      <Banner banner={banner} onClose={clear} />
      {evaluation.isPending ? (
        <LoadingBlock gap="sm" heights={[72, 160, 260]} />
      ) : evaluation.isError || !data ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          title={errorMessage(evaluation.error, text.evaluationLoadFailed)}
          data-testid="evaluation-error"
        >
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void evaluation.refetch()}>
            {t.tryAgain}
          </Button>
        </Alert>
      ) : (
        <EvaluationBody evaluation={data} notify={notify} />
      )}
    </Stack>
  );
}

function EvaluationBody({
  evaluation,
  notify,
}: {
  evaluation: Evaluation;
  notify: (kind: 'success' | 'error', message: string) => void;
}) {
  const text = useText(evaluationMessages);
  const two = evaluation.envelopes === 'two';
  const open = pricesOpen(evaluation);
  return (
    <>
      {two ? (
        <StageStepper stage={evaluation.stage} />
      ) : (
        <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="single-envelope">
          {text.singleEnvelopeEvaluation}
        </Alert>
      )}
      {two && <CommitteeCard evaluation={evaluation} notify={notify} />}
      {two && <TechnicalSection evaluation={evaluation} notify={notify} />}
      {open && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Group gap="sm" wrap="nowrap">
            <IconScale size={20} aria-hidden />
            <Anchor
              component={Link}
              to={`${PATHS.compareQuotation}?tender=${encodeURIComponent(evaluation.tenderId)}`}
              fw={600}
              data-testid="compare-link"
            >
              {text.compareLink}
            </Anchor>
          </Group>
        </Paper>
      )}
      {open && <NegotiationSection evaluation={evaluation} notify={notify} />}
      {open && <EmdReleaseSection evaluation={evaluation} notify={notify} />}
    </>
  );
}

/** The five stages of a two-envelope tender, the current one marked (an ordered list, read in order). */
function StageStepper({ stage }: { stage: EvaluationStage }) {
  const t = useText(evaluationReviewText);
  const stages = useText(EVALUATION_STAGE_LABELS);
  const active = stageStep(stage);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="nav" aria-label={t.stageNav}>
      <Box
        component="ol"
        m={0}
        p={0}
        style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-md)' }}
        data-testid="stage-stepper"
      >
        {EVALUATION_STAGES.map((entry, index) => {
          const done = index < active;
          const current = index === active;
          const Icon = done ? IconCircleCheck : current ? IconArrowRight : IconClock;
          return (
            <Group
              key={entry}
              component="li"
              gap={6}
              wrap="nowrap"
              aria-current={current ? 'step' : undefined}
              data-testid={current ? 'stage-current' : undefined}
            >
              <Icon
                size={18}
                aria-hidden
                color={
                  done
                    ? 'var(--mantine-color-teal-7)'
                    : current
                      ? 'var(--mantine-color-blue-7)'
                      : 'var(--mantine-color-gray-6)'
                }
              />
              <Text size="sm" fw={current ? 700 : 500} c={done || current ? undefined : 'dimmed'}>
                {index + 1}. {stages[entry]}
                {done && <VisuallyHidden>{t.stageDone}</VisuallyHidden>}
              </Text>
            </Group>
          );
        })}
      </Box>
    </Paper>
  );
}
