import { Alert, Button, FileInput, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconFileUpload } from '@tabler/icons-react';
import { DOCUMENT_ACCEPT } from '@tenderdesk/domain/documents';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { bidsText } from '@tenderdesk/domain/ui/bids';
import { useState } from 'react';
import { ProtectedFileButton } from '../../components/protected-file-button';
import { ApiError, errorMessage } from '../../lib/api';
import { currentLocale, localised, useLocale, useText } from '../../lib/i18n';
import { useSaveTechnical } from './api';
import type { BidCriterion, BidFile, SupplierBid } from './bid-types';
import {
  bidFilePath,
  checkTechnical,
  criterionOfField,
  criterionOfMessage,
  fileProblem,
  sameTechnical,
  type TechnicalDraftAnswer,
  type TechnicalErrors,
  technicalAnswers,
  technicalDraftOf,
  technicalFormData,
} from './technical-rules';

/** What Save did: refused (the errors are on the form), or saved with the server's message (null: nothing changed). */
export type SaveOutcome = { ok: false } | { ok: true; message: string | null };
export const NOT_SAVED: SaveOutcome = { ok: false };

/** The id of a criterion's input (a failed check moves the focus there). */
export const criterionInputId = (criterionId: string) =>
  `technical-${criterionId.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

function focusInput(id: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    // A radio group's container: its first radio.
    (target?.matches('input, button, textarea, select') ? target : target?.querySelector('input'))?.focus();
  });
}

/** A number without trailing zero decimals ("50.00" -> "50", "12.50" -> "12.5"). */
export const plainNumber = (value: string) => value.replace(/\.0+$/, '').replace(/(\.\d*?)0+$/, '$1');

/**
 * The technical part being typed: its answers and errors, and Save (checked here first with the
 * catalogue's messages, then sent; a refusal lands on the criterion it names, or above the form).
 * An unchanged part already saved is not sent again.
 */
export function useTechnicalForm(bid: SupplierBid, supplierId: string) {
  const [initial, setInitial] = useState(() => technicalDraftOf(bid.criteria, bid.technical));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<TechnicalErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useSaveTechnical(supplierId, bid.tenderId);
  const dirty = !sameTechnical(draft, initial);

  const change = (criterion: BidCriterion, patch: Partial<TechnicalDraftAnswer>) => {
    const current = draft[criterion._id] ?? { yes: null, number: '', file: null, kept: null };
    setDraft({ ...draft, [criterion._id]: { ...current, ...patch } });
    const problem = patch.file ? fileProblem(patch.file, criterion.label) : null;
    setErrors((all) => {
      const next = { ...all };
      if (problem) next[criterion._id] = problem;
      else delete next[criterion._id];
      return next;
    });
  };

  const fail = (found: TechnicalErrors) => {
    setErrors(found);
    const first = bid.criteria.find((criterion) => found[criterion._id]);
    if (first) focusInput(criterionInputId(first._id));
  };

  const save = async (): Promise<SaveOutcome> => {
    if (mutation.isPending) return NOT_SAVED;
    setFormError(null);
    const fileErrors: TechnicalErrors = {};
    for (const criterion of bid.criteria) {
      const file = draft[criterion._id]?.file;
      const problem = file ? fileProblem(file, criterion.label) : null;
      if (problem) fileErrors[criterion._id] = problem;
    }
    const found = { ...checkTechnical(bid.criteria, draft), ...fileErrors };
    if (Object.keys(found).length > 0) {
      fail(found);
      return NOT_SAVED;
    }
    setErrors({});
    if (!dirty && bid.technical) return { ok: true, message: null };
    const sent = technicalAnswers(bid.criteria, draft);
    try {
      const answer = await mutation.mutateAsync(technicalFormData(bid.criteria, draft));
      const stored = answer?.data?.technical;
      // The files sent are now kept: the form starts again from what the server holds.
      const next = stored ? technicalDraftOf(bid.criteria, stored) : draft;
      setInitial(next);
      setDraft(next);
      const message = answer?.message ?? evaluationMessages.technicalSaved;
      return { ok: true, message };
    } catch (error) {
      const message = errorMessage(error, evaluationMessages.supplierBid.technicalFailed);
      const field = error instanceof ApiError && error.status === 400 ? error.field : undefined;
      const criterionId =
        error instanceof ApiError && error.status === 400
          ? (criterionOfField(field, sent, bid.criteria) ??
            criterionOfMessage(message, bid.criteria, currentLocale()))
          : null;
      if (criterionId) fail({ [criterionId]: message });
      else setFormError(message);
      return NOT_SAVED;
    }
  };

  return {
    draft,
    errors,
    formError,
    saving: mutation.isPending,
    progress: mutation.progress,
    dirty,
    change,
    save,
  };
}

export type TechnicalForm = ReturnType<typeof useTechnicalForm>;

/** The criteria as inputs: yes/no radios, a number with its minimum, a document with the kept file. */
export function TechnicalFields({ bid, form }: { bid: SupplierBid; form: TechnicalForm }) {
  const locale = useLocale();
  const [fileError, setFileError] = useState<string | null>(null);
  return (
    <Stack gap="sm" data-testid="technical-fields">
      {bid.criteria.map((criterion, index) => (
        <Paper key={criterion._id} withBorder p="sm" radius="md" data-testid="technical-criterion">
          <CriterionInput
            criterion={criterion}
            index={index}
            answer={form.draft[criterion._id]}
            error={localisedError(form.errors[criterion._id], locale)}
            disabled={form.saving}
            onChange={(patch) => form.change(criterion, patch)}
            onFileError={setFileError}
          />
        </Paper>
      ))}
      {(form.formError || fileError) && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="technical-error">
          {localised(form.formError ?? fileError ?? '', locale)}
        </Alert>
      )}
    </Stack>
  );
}

type CriterionProps = {
  criterion: BidCriterion;
  index: number;
  answer: TechnicalDraftAnswer | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (patch: Partial<TechnicalDraftAnswer>) => void;
  onFileError: (message: string) => void;
};

/** A refusal kept in English in the form's state, shown in the language on screen. */
const localisedError = (error: string | undefined, locale: ReturnType<typeof useLocale>) =>
  error === undefined ? undefined : localised(error, locale);

function describe(criterion: BidCriterion, text: typeof evaluationMessages.supplierBid): string {
  const parts: string[] = [criterion.mandatory ? text.mandatory : text.optional];
  if (criterion.kind === 'number' && criterion.minimum !== null)
    parts.push(text.minimum(plainNumber(criterion.minimum)));
  return parts.join(' · ');
}

function CriterionInput({
  criterion,
  index,
  answer,
  error,
  disabled,
  onChange,
  onFileError,
}: CriterionProps) {
  const text = useText(evaluationMessages).supplierBid;
  const t = useText(bidsText);
  const id = criterionInputId(criterion._id);
  const label = `${index + 1}. ${criterion.label}`;
  const common = {
    label,
    description: describe(criterion, text),
    withAsterisk: criterion.mandatory,
    error,
  };
  if (criterion.kind === 'yesNo') {
    const value = answer?.yes === true ? 'yes' : answer?.yes === false ? 'no' : null;
    return (
      <Radio.Group
        {...common}
        id={id}
        value={value}
        onChange={(next) => onChange({ yes: next === 'yes' })}
        data-testid={`answer-${criterion._id}`}
      >
        <Group gap="lg" mt={6}>
          <Radio value="yes" label={t.yes} disabled={disabled} />
          <Radio value="no" label={t.no} disabled={disabled} />
        </Group>
      </Radio.Group>
    );
  }
  if (criterion.kind === 'number') {
    return (
      <TextInput
        {...common}
        id={id}
        inputMode="decimal"
        styles={{ wrapper: { maxWidth: 320 } }}
        value={answer?.number ?? ''}
        disabled={disabled}
        onChange={(event) => onChange({ number: event.currentTarget.value })}
        data-testid={`answer-${criterion._id}`}
      />
    );
  }
  return (
    <Stack gap={6}>
      <FileInput
        {...common}
        id={id}
        description={`${describe(criterion, text)} · ${text.fileTypes}`}
        accept={DOCUMENT_ACCEPT}
        placeholder={answer?.kept ? t.chooseReplacement : t.chooseFile}
        leftSection={<IconFileUpload size={18} aria-hidden />}
        clearable
        styles={{ wrapper: { maxWidth: 560 } }}
        value={answer?.file ?? null}
        disabled={disabled}
        onChange={(file) => onChange({ file })}
        data-testid={`answer-${criterion._id}`}
      />
      {answer?.kept && !answer.file && (
        <KeptFile
          file={answer.kept}
          label={criterion.label}
          disabled={disabled}
          onRemove={() => onChange({ kept: null })}
          onError={onFileError}
        />
      )}
    </Stack>
  );
}

/** The stored file of a document answer: its name, View Document, and Remove. */
export function KeptFile({
  file,
  label,
  disabled,
  onRemove,
  onError,
  kept = true,
}: {
  file: BidFile;
  label: string;
  disabled?: boolean;
  onRemove?: () => void;
  onError: (message: string) => void;
  /** In a form, "Kept: <name>" (it stays unless replaced); elsewhere the name alone. */
  kept?: boolean;
}) {
  const text = useText(evaluationMessages).supplierBid;
  const t = useText(bidsText);
  return (
    <Group gap="xs" wrap="wrap" data-testid="kept-file">
      <Text size="sm" fw={kept ? undefined : 600} style={{ overflowWrap: 'anywhere' }}>
        {kept ? text.keptFile(file.name) : file.name}
      </Text>
      <ProtectedFileButton path={bidFilePath(file)} label={`${label}: ${file.name}`} onError={onError} />
      {onRemove && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={disabled}
          onClick={onRemove}
          aria-label={t.removeFile(file.name)}
        >
          {text.removeKeptFile}
        </Button>
      )}
    </Group>
  );
}
