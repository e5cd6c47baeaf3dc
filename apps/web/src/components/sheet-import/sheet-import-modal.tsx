import { Alert, Anchor, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import type { ImportPreview } from '@tenderdesk/domain/sheet-import';
import { MAX_SHEET_SIZE_LABEL } from '@tenderdesk/domain/sheet-import';
import { sheetImportText } from '@tenderdesk/domain/ui/sheet-import';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { downloadProtectedFile } from '../../lib/download';
import { useText } from '../../lib/i18n';
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
  /** What a valid row holds, for the counts: "item", "supplier" (`sheetImportText.nouns`). */
  noun: string;
};

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export function SheetImportModal<V>(props: Props<V>) {
  const { opened, onClose, title, description, template, check, options, actions, result, noun } = props;
  const [file, setFile] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<CheckedFile<V> | null>(null);
  const t = useText(sheetImportText);
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
      setError(t.chooseFileFirst);
      return;
    }
    setChecking(true);
    setError(null);
    try {
      setChecked({ file, preview: await check(file) });
    } catch (failure) {
      setError(errorMessage(failure, t.checkFailed));
    } finally {
      setChecking(false);
    }
  };
  const downloadTemplate = async () => {
    try {
      await downloadProtectedFile(template.path, template.fileName);
    } catch (failure) {
      setError(errorMessage(failure, t.templateFailed));
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
            {t.downloadTemplate}
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
                {t.checked(
                  checked.file.name,
                  checked.preview.rows.length,
                  checked.preview.validCount,
                  checked.preview.problemCount,
                  Object.hasOwn(t.nouns, noun) ? t.nouns[noun as keyof typeof t.nouns] : noun,
                )}
              </Text>
              {problems.length > 0 && <ProblemsTable problems={problems} />}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={reset}>
                  {t.chooseAnother}
                </Button>
                {actions(checked, reset)}
              </Group>
            </Stack>
          ) : (
            <Stack gap="sm">
              {options}
              <FileInput
                label={t.fileLabel}
                description={t.fileHint(MAX_SHEET_SIZE_LABEL)}
                placeholder={t.filePlaceholder}
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
                  {t.cancel}
                </Button>
                <Button onClick={() => void upload()} loading={checking}>
                  {t.check}
                </Button>
              </Group>
            </Stack>
          ))}
      </Stack>
    </Modal>
  );
}
