import { Alert, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertCircle, IconClipboardList, IconLock, IconPencil } from '@tabler/icons-react';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import type { Tender } from '@tenderdesk/domain/tender-rules';
import { evaluationSettingsText } from '@tenderdesk/domain/ui/evaluation';
import { Link } from 'react-router';
import { LoadingBlock } from '../../components/list-states';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { useEvaluationSettings } from './api';
import { SettingsSummary } from './settings-summary';

/**
 * The tender page's "Evaluation" card (issue 21): the envelope mode, the bid security and fee, the
 * openers, with Edit (the settings) and, once published, Open evaluation.
 */
export function EvaluationCard({ tender }: { tender: Pick<Tender, '_id' | 'status'> }) {
  const t = useText(evaluationSettingsText);
  const text = useText(evaluationMessages);
  const settings = useEvaluationSettings(tender._id);
  const draft = tender.status === 'Draft';
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="evaluation-card-heading"
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Group gap="xs">
          <Text component="h2" id="evaluation-card-heading" fw={650} fz="md" m={0}>
            {t.card.heading}
          </Text>
          {settings.data?.locked && (
            <Badge size="sm" variant="light" color="gray" leftSection={<IconLock size={10} aria-hidden />}>
              {t.card.locked}
            </Badge>
          )}
        </Group>
        <Group gap="xs" w={{ base: '100%', xs: 'auto' }}>
          <Button
            component={Link}
            to={pathTo(PATHS.evaluationSettings, tender._id)}
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            data-testid="edit-evaluation"
          >
            {settings.data?.locked ? t.card.viewSettings : t.card.edit}
          </Button>
          {!draft && (
            <Button
              component={Link}
              to={pathTo(PATHS.evaluation, tender._id)}
              size="xs"
              leftSection={<IconClipboardList size={14} aria-hidden />}
              data-testid="open-evaluation"
            >
              {t.card.openEvaluation}
            </Button>
          )}
        </Group>
      </Group>
      {settings.isPending ? (
        <LoadingBlock gap="xs" heights={[40]} />
      ) : settings.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          title={errorMessage(settings.error, text.settingsLoadFailed)}
        >
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void settings.refetch()}>
            {t.tryAgain}
          </Button>
        </Alert>
      ) : (
        <SettingsSummary settings={settings.data} />
      )}
    </Paper>
  );
}
