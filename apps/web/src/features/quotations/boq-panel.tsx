import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload, IconFileUpload } from '@tabler/icons-react';
import type { BoqPrefill } from '@tenderdesk/domain/boq';
import { boqMessages } from '@tenderdesk/domain/boq-messages';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { downloadProtectedFile } from '../../lib/download';
import { localised, useLocale, useText } from '../../lib/i18n';
import { QUOTATION_PATHS, useReadBoq } from './api';
import { boqProblemLines } from './boq-prefill';

/** The server's field on a BoQ downloaded before the items changed (read-boq-upload.ts). */
const STALE_FIELD = 'boqStale';

type Props = {
  tenderId: string;
  supplierId: string;
  disabled: boolean;
  /** The file was read: its prices go into the form (nothing is sent). */
  onFilled: (prefill: BoqPrefill) => void;
};

type Outcome =
  | { kind: 'filled'; priced: number; items: number }
  | { kind: 'problems'; heading: string; problems: string[] }
  | { kind: 'stale'; message: string }
  | null;

/**
 * "Download BoQ (Excel)" and "Fill from Excel" above the quotation's lines (issue 23 item 2): the
 * supplier prices the tender's items in Excel and the form takes the file's prices to review.
 */
export function BoqPanel({ tenderId, supplierId, disabled, onFilled }: Props) {
  const read = useReadBoq();
  const [downloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A plain file input behind the button (Mantine's FileButton became a chunk of its own that the
  // registration page then fetched too: bundle budget).
  const fileInput = useRef<HTMLInputElement>(null);
  const path = QUOTATION_PATHS.boq(tenderId, supplierId);
  const t = useText(boqMessages);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadProtectedFile(`${path}.xlsx`, 'BoQ.xlsx');
      if (outcome?.kind === 'stale') setOutcome(null);
    } catch (error) {
      setOutcome({
        kind: 'problems',
        heading: errorMessage(error, boqMessages.downloadFailed),
        problems: [],
      });
    } finally {
      setDownloading(false);
    }
  };

  const upload = (file: File | null) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setOutcome(null);
    read.mutate(
      { tenderId, supplierId, file },
      {
        onSuccess: ({ data }) => {
          onFilled(data);
          setOutcome({ kind: 'filled', priced: data.priced, items: data.lines.length });
        },
        onError: (error) => {
          const message = errorMessage(error, boqMessages.uploadFailed);
          if (error instanceof ApiError && error.field === STALE_FIELD)
            setOutcome({ kind: 'stale', message });
          else setOutcome({ kind: 'problems', ...boqProblemLines(message) });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="boq-panel">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
            {t.hint}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: '1 1 22rem' }}>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading}
              disabled={disabled}
              onClick={() => void download()}
            >
              {t.download}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => upload(event.currentTarget.files?.[0] ?? null)}
            />
            <Button
              variant="light"
              leftSection={<IconFileUpload size={16} aria-hidden />}
              loading={read.isPending}
              disabled={disabled}
              onClick={() => fileInput.current?.click()}
            >
              {t.upload}
            </Button>
          </SimpleGrid>
        </Group>
        <BoqOutcome outcome={outcome} downloading={downloading} onDownload={() => void download()} />
      </Stack>
    </Paper>
  );
}

function BoqOutcome({
  outcome,
  downloading,
  onDownload,
}: {
  outcome: Outcome;
  downloading: boolean;
  onDownload: () => void;
}) {
  const t = useText(boqMessages);
  const locale = useLocale();
  if (!outcome) return null;
  if (outcome.kind === 'filled') {
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status" data-testid="boq-filled">
        {t.filled(outcome.priced, outcome.items)}
      </Alert>
    );
  }
  if (outcome.kind === 'stale') {
    return (
      <Alert color="orange" icon={<IconAlertCircle size={18} />} role="alert" data-testid="boq-stale">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{localised(outcome.message, locale)}</Text>
          <Button size="xs" color="orange" loading={downloading} onClick={onDownload}>
            {t.downloadNew}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="boq-problems">
      {/* A fallback is the catalogue's English, a server's refusal comes in the language asked. */}
      <Text size="sm">{localised(outcome.heading, locale)}</Text>
      {outcome.problems.length > 0 && (
        <List size="sm" mt={4} spacing={2}>
          {outcome.problems.map((problem) => (
            <List.Item key={problem} style={{ overflowWrap: 'anywhere' }}>
              {problem}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
