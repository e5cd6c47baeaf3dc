import { Alert, Anchor, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import type { ImportPreview } from '@tenderdesk/domain/sheet-import';
import { MAX_SHEET_SIZE_LABEL } from '@tenderdesk/domain/sheet-import';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { downloadProtectedFile } from '../../lib/download';
import { Modal } from '../modal';
import { ProblemsTable } from './problems-table';

/*
 * The one import dialog of issue 23 (tender items, suppliers): the template to download, a file
 * picker (XLSX or CSV), the upload checked by the server (nothing stored), then the counts and
 * every problem with its row and column, and the caller's actions for the checked file. Closing
 * loses nothing of the form behind it; a failed upload keeps the file picked to try again.
 */

export type CheckedFile<V> = { file: File; preview: ImportPreview<V> };

type Props<V> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the file holds, one line ("Items of the tender: …"). */
  description: string;
  template: { path: string; fileName: string };
  /** Sends the file for checking: the preview, or an ApiError. */
  check: (file: File) => Promise<ImportPreview<V>>;
  /** Choices shown before the file is checked (the suppliers' status). */
  options?: ReactNode;
  /** What a checked file offers (import buttons), given the check; `reset` picks another file. */
  actions: (checked: CheckedFile<V>, reset: () => void) => ReactNode;
  /** Shown instead of the check once the caller has a result (the suppliers' per-row result). */
  result?: ReactNode;
  /** Counts' nouns: "item", "supplier". */
  noun: string;
};

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function SheetImportModal<V>(props: Props<V>) {
  const { opened, onClose, title, description, template, check, options, actions, result, noun } = props;
  const [file, setFile] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<CheckedFile<V> | null>(null);
  const reset = () => {
    setChecked(null);
    setFile(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const upload = async () => {
    if (!file) {
      setError('Choose a spreadsheet (XLSX or CSV) to import.');
      return;
    }
    setChecking(true);
    setError(null);
    try {
      setChecked({ file, preview: await check(file) });
    } catch (failure) {
      setError(errorMessage(failure, 'The file could not be checked. Please try again.'));
    } finally {
      setChecking(false);
    }
  };
  const downloadTemplate = async () => {
    try {
      await downloadProtectedFile(template.path, template.fileName);
    } catch (failure) {
      setError(errorMessage(failure, 'The template could not be downloaded. Please try again.'));
    }
  };
  const problems = checked ? checked.preview.rows.flatMap((row) => row.problems) : [];
  return (
    <Modal opened={opened} onClose={close} title={title} size="xl" centered>
      <Stack gap="md">
        <Text size="sm">{description}</Text>
        <Group gap="xs">
          <IconDownload size={16} aria-hidden />
          <Anchor component="button" type="button" size="sm" onClick={() => void downloadTemplate()}>
            Download the template (XLSX)
          </Anchor>
        </Group>
        {error && (
          <Alert color="red" role="alert" data-testid="import-error">
            {error}
          </Alert>
        )}
        {result ??
          (checked ? (
            <Stack gap="sm" data-testid="import-preview">
              <Text size="sm" fw={600} role="status">
                {checked.file.name}: {plural(checked.preview.rows.length, 'row')} read,{' '}
                {plural(checked.preview.validCount, noun)} valid,{' '}
                {plural(checked.preview.problemCount, 'row')} with problems.
              </Text>
              {problems.length > 0 && <ProblemsTable problems={problems} />}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={reset}>
                  Choose another file
                </Button>
                {actions(checked, reset)}
              </Group>
            </Stack>
          ) : (
            <Stack gap="sm">
              {options}
              <FileInput
                label="Spreadsheet (XLSX or CSV)"
                description={`Up to ${MAX_SHEET_SIZE_LABEL}. Every row is checked before anything is imported.`}
                placeholder="Choose a file"
                accept={ACCEPT}
                value={file}
                onChange={(picked) => {
                  setFile(picked);
                  setError(null);
                }}
                leftSection={<IconFileUpload size={16} />}
                clearable
                data-testid="import-file"
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button onClick={() => void upload()} loading={checking}>
                  Check the file
                </Button>
              </Group>
            </Stack>
          ))}
      </Stack>
    </Modal>
  );
}
