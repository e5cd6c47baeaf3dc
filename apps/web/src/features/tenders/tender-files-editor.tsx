import { ActionIcon, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconPaperclip, IconPlus, IconTrash } from '@tabler/icons-react';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_SIZE_LABEL } from '@tenderdesk/domain/documents';
import {
  MAX_TENDER_FILES_PER_KIND,
  TENDER_FILE_LABELS,
  type TenderFileKind,
} from '@tenderdesk/domain/tender-rules';
import { tenderFormText } from '@tenderdesk/domain/ui/tender-form';
import { useText } from '../../lib/i18n';
import { canAddFileRow, type FormErrors, fileErrorKey, type TenderFormState } from './tender-form-state';
import { UploadProgress } from './upload-progress';

type Props = {
  kind: TenderFileKind;
  state: TenderFormState;
  errors: FormErrors;
  /** Required on create (a file on the first row). */
  required: boolean;
  disabled: boolean;
  /** Upload progress per file row while saving (0–100), or null when not uploading. */
  progress: Record<string, number> | null;
  onPick: (key: string, file: File | null) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  onRemoveExisting: (fileName: string) => void;
};

/** The id of a file row's input, so a failed check can move the focus to it. */
export const fileInputId = (kind: TenderFileKind, index: number) => `tender-file-${kind}-${index}`;

function sizeLabel(bytes: number): string {
  if (bytes <= 0) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * One kind of tender file (Scope of Work or RFQ): the files the tender already has, each with a
 * Remove button (editing), then rows to pick new files into, starting with one (spec section 9),
 * each showing its upload's progress while the form is saved.
 */
export function TenderFilesEditor({
  kind,
  state,
  errors,
  required,
  disabled,
  progress,
  onPick,
  onAdd,
  onRemove,
  onRemoveExisting,
}: Props) {
  const t = useText(tenderFormText).files;
  // The kind's label (domain TENDER_FILE_LABELS); the sentences around it are in the language on screen.
  const label = useText(TENDER_FILE_LABELS)[kind];
  const existing = state.existing[kind];
  const rows = state.files[kind];
  return (
    <Stack gap="xs" data-testid={`files-${kind}`}>
      {existing.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t.attached(label)}
          </Text>
          {existing.map((file, index) => (
            <Paper key={file.fileName} withBorder px="sm" py={6} data-testid={`existing-${kind}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconPaperclip size={16} aria-hidden />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.originalName}
                    {file.size > 0 && (
                      <Text span size="xs" c="dimmed">
                        {` · ${sizeLabel(file.size)}`}
                      </Text>
                    )}
                  </Text>
                </Group>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => onRemoveExisting(file.fileName)}
                  disabled={disabled}
                  aria-label={t.removeLabel(label, index + 1, file.originalName)}
                >
                  {t.remove}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {rows.map((row, index) => {
        const percent = progress?.[row.key];
        const name = t.row(label, existing.length + index + 1);
        return (
          <Stack key={row.key} gap={4} data-testid={`file-row-${kind}`}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <FileInput
                id={fileInputId(kind, index)}
                style={{ flex: 1, minWidth: 0 }}
                label={index === 0 ? (existing.length > 0 ? t.addMore(label) : label) : name}
                withAsterisk={required && index === 0}
                accept={DOCUMENT_ACCEPT}
                placeholder={t.placeholder}
                description={index === 0 ? t.hint(MAX_DOCUMENT_SIZE_LABEL) : undefined}
                leftSection={<IconFileUpload size={18} />}
                clearable
                value={row.file}
                onChange={(file) => onPick(row.key, file)}
                error={errors[fileErrorKey(kind, index)]}
                disabled={disabled}
              />
              {rows.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={index === 0 ? 46 : 24}
                  aria-label={t.removeRow(name)}
                  onClick={() => onRemove(row.key)}
                  disabled={disabled}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
            {percent !== undefined && row.file && (
              <UploadProgress
                value={percent}
                size="sm"
                animated={percent < 100}
                aria-label={t.progressOf(row.file.name)}
              />
            )}
          </Stack>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={onAdd}
          disabled={disabled || !canAddFileRow(state, kind)}
        >
          {t.add(label)}
        </Button>
        <Text size="xs" c="dimmed">
          {t.limit(MAX_TENDER_FILES_PER_KIND)}
        </Text>
      </Group>
    </Stack>
  );
}
