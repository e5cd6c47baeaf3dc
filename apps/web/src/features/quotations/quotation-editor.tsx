import {
  Alert,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import type { BoqPrefill } from '@tenderdesk/domain/boq';
import { messages } from '@tenderdesk/domain/messages';
import { QUOTATION_LIMITS, type QuotationView } from '@tenderdesk/domain/quotations';
import { quotationsText } from '@tenderdesk/domain/ui/quotations';
import { type FormEvent, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { useQuotationTender, useSaveQuotation } from './api';
import type { BeforePrices } from './before-prices';
import { BoqPanel } from './boq-panel';
import { applyBoqPrefill } from './boq-prefill';
import {
  blankLine,
  checkQuotation,
  type EditorErrors,
  type EditorState,
  type EditorTotals,
  editorTotals,
  editQuotationState,
  type LineField,
  lineErrorKey,
  newQuotationState,
  notQuotedCount,
  rupees,
  sameState,
  serverErrorKey,
  TEXT_LIMITS,
} from './quotation-editor-state';
import { inputId, QuotationLinesEditor } from './quotation-lines-editor';

export type QuotationEditorProps = {
  tenderId: string;
  projectName: string;
  supplierId: string;
  /** Editing a stored quotation (PUT) instead of sending a first one (POST). */
  existing?: { quotationId: string; stored: QuotationView | null };
  onClose: () => void;
  /** The server accepted the quotation. */
  onSaved: () => void;
  /** Steps before the prices (a two-envelope tender, bid security; issue 21), given by app/. */
  beforePrices?: BeforePrices;
};

/**
 * The Send Quotation modal of spec section 2, also the editor of My Quotations: the tender's items
 * prefilled (the supplier types prices), GST per line, notes and extras, totals as the user types.
 * Full screen on a phone, where each line is a card.
 */
export function QuotationEditor(props: QuotationEditorProps) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const tender = useQuotationTender(props.tenderId);
  const editing = Boolean(props.existing);
  const t = useText(quotationsText);
  const m = useText(messages);
  const [closeAsked, setCloseAsked] = useState(false);
  const dirty = useRef(false);
  const stepsDirty = useRef(false);

  const requestClose = () => {
    if (dirty.current || stepsDirty.current) setCloseAsked(true);
    else props.onClose();
  };

  let body: React.ReactNode;
  if (tender.isPending) {
    body = <EditorLoading />;
  } else if (tender.isError && !tender.data && !props.existing?.stored) {
    body = (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        data-testid="quotation-tender-error"
      >
        {errorMessage(tender.error, m.quotation.tenderLoadFailed)}
        <Group mt="sm">
          <Button size="xs" variant="light" color="red" onClick={() => tender.refetch()}>
            {t.tryAgain}
          </Button>
          <Button size="xs" variant="default" onClick={props.onClose}>
            {t.close}
          </Button>
        </Group>
      </Alert>
    );
  } else {
    const items = tender.data?.items ?? [];
    const stored = props.existing?.stored;
    const initial = stored ? editQuotationState(stored, items) : newQuotationState(items);
    const prices = (onBack?: () => void) => (
      <EditorForm
        {...props}
        initial={initial}
        phone={phone}
        onDirtyChange={(value) => {
          dirty.current = value;
        }}
        onCancel={requestClose}
        onBack={onBack}
      />
    );
    const steps = props.beforePrices;
    body =
      steps && tender.data && steps.needed(tender.data) !== false ? (
        <Suspense fallback={<EditorLoading />}>
          <steps.Steps
            tenderId={props.tenderId}
            supplierId={props.supplierId}
            prices={prices}
            onDirtyChange={(value) => {
              stepsDirty.current = value;
            }}
            onCancel={requestClose}
          />
        </Suspense>
      ) : (
        prices()
      );
  }

  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        fullScreen={phone}
        size="min(82rem, 96vw)"
        title={
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {editing ? t.editQuotation : t.sendQuotation}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {props.projectName}
              {props.existing?.stored ? t.revisionSuffix(props.existing.stored.revision) : ''}
            </Text>
          </Stack>
        }
        closeOnClickOutside={false}
        data-testid="quotation-editor"
      >
        {body}
      </Modal>
      <ConfirmDialog
        opened={closeAsked}
        title={m.quotation.discardTitle}
        message={m.quotation.discardBody}
        confirmLabel={t.discard}
        cancelLabel={t.keepEditing}
        danger
        onConfirm={() => {
          setCloseAsked(false);
          props.onClose();
        }}
        onCancel={() => setCloseAsked(false)}
      />
    </>
  );
}

function EditorLoading() {
  const t = useText(quotationsText);
  return (
    <Center h={200} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t.loadingItems}</VisuallyHidden>
    </Center>
  );
}

type FormProps = QuotationEditorProps & {
  initial: EditorState;
  phone: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  /** The step before the prices, when the modal has steps. */
  onBack?: () => void;
};

function EditorForm(props: FormProps) {
  const { phone, onCancel, onBack } = props;
  const form = useQuotationForm(props);
  const { state, errors, save, totals } = form;
  const t = useText(quotationsText);
  const locale = useLocale();
  // The form's errors stay English in its state (the domain's messages) and are shown in the
  // language on screen; a server's message arrives in it already.
  const shownErrors = useMemo(() => {
    if (locale === 'en') return errors;
    return Object.fromEntries(Object.entries(errors).map(([key, value]) => [key, localised(value, locale)]));
  }, [errors, locale]);
  return (
    <form onSubmit={form.submit} noValidate aria-label={form.editing ? t.editQuotation : t.sendQuotation}>
      <Stack gap="md">
        <BoqPanel
          tenderId={props.tenderId}
          supplierId={props.supplierId}
          disabled={save.isPending}
          onFilled={form.fillFromBoq}
        />
        <QuotationLinesEditor
          lines={state.lines}
          lineTotals={totals?.lines}
          errors={shownErrors}
          disabled={save.isPending}
          onChange={form.changeLine}
          onRemove={state.lines.length > 1 ? form.removeLine : undefined}
        />
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={form.addLine}
            disabled={save.isPending || state.lines.length >= QUOTATION_LIMITS.lines}
            w={{ base: '100%', xs: 'auto' }}
          >
            {t.addItem}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <QuotationExtras
            state={state}
            errors={shownErrors}
            disabled={save.isPending}
            onChange={form.changeField}
          />
          <TotalsPanel totals={totals} unquoted={notQuotedCount(state)} itemsError={shownErrors.items} />
        </SimpleGrid>
        {form.formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="quotation-error">
            {localised(form.formError, locale)}
          </Alert>
        )}
        <Group
          justify="flex-end"
          gap="sm"
          style={phone ? { flexDirection: 'column-reverse', alignItems: 'stretch' } : undefined}
        >
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t.cancel}
          </Button>
          {onBack && (
            <Button variant="default" onClick={onBack} disabled={save.isPending}>
              {t.back}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {form.editing ? t.saveChanges : t.submitQuotation}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ExtraField = 'notes' | 'reference' | 'deliveryDays' | 'validUntil';

/**
 * The quotation being typed: its state and errors, line and field changes, and Submit (checked
 * here first, then sent; a 400 naming a field puts its message under that input).
 */
function useQuotationForm({
  tenderId,
  supplierId,
  existing,
  onSaved,
  initial: initialState,
  onDirtyChange,
}: FormProps) {
  const [initial] = useState(initialState);
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const sentKeys = useRef<string[]>([]);
  const save = useSaveQuotation();
  const totals = useMemo(() => editorTotals(state), [state]);
  const editing = Boolean(existing);

  const update = (next: EditorState, clear: string[]) => {
    setState(next);
    onDirtyChange(!sameState(next, initial));
    if (clear.some((key) => errors[key])) {
      setErrors((current) => {
        const copy = { ...current };
        for (const key of clear) delete copy[key];
        return copy;
      });
    }
  };
  const typeInLine = (key: string, field: LineField, value: string) =>
    update(
      { ...state, lines: state.lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)) },
      [lineErrorKey(key, field), 'items'],
    );
  // One function for every line's inputs, the same on each render (it calls the latest typeInLine),
  // so the memoised inputs of the lines not typed in are not drawn again (a 200-line BoQ).
  const latestTypeInLine = useRef(typeInLine);
  latestTypeInLine.current = typeInLine;
  const changeLine = useCallback(
    (key: string, field: LineField, value: string) => latestTypeInLine.current(key, field, value),
    [],
  );
  const changeField = (field: ExtraField, value: string) => update({ ...state, [field]: value }, [field]);
  const addLine = () => {
    const line = blankLine();
    update({ ...state, lines: [...state.lines, line] }, ['items']);
    // The new line's first input takes the focus once it is drawn.
    requestAnimationFrame(() =>
      document.getElementById(inputId(lineErrorKey(line.key, 'itemCode')))?.focus(),
    );
  };
  const removeLine = (key: string) =>
    update({ ...state, lines: state.lines.filter((line) => line.key !== key) }, ['items']);
  // Fill from Excel: the file's prices replace the tender lines' (issue 23); errors on them go.
  const fillFromBoq = (prefill: BoqPrefill) =>
    update(applyBoqPrefill(state, prefill), [
      'items',
      ...state.lines.flatMap((line) => [
        lineErrorKey(line.key, 'unitPrice'),
        lineErrorKey(line.key, 'gstRate'),
      ]),
    ]);

  const focusError = (key: string) => {
    const target = key === 'items' ? firstPriceInput(state) : inputId(key);
    requestAnimationFrame(() => document.getElementById(target)?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFormError(null);
    const checked = checkQuotation(state);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusError(checked.first);
      return;
    }
    setErrors({});
    sentKeys.current = checked.sentKeys;
    save.mutate(
      { tenderId, supplierId, quotationId: existing?.quotationId, payload: checked.payload },
      {
        onSuccess: () => {
          onDirtyChange(false);
          onSaved();
        },
        onError: (error) => {
          const fallback = editing ? messages.quotation.updateFailed : messages.quotation.submitFailed;
          const message = errorMessage(error, fallback);
          const key =
            error instanceof ApiError && error.status === 400
              ? serverErrorKey(error.field, sentKeys.current)
              : null;
          if (key) {
            setErrors({ [key]: message });
            focusError(key);
          } else {
            setFormError(message);
          }
        },
      },
    );
  };

  return {
    state,
    errors,
    formError,
    save,
    totals,
    editing,
    changeLine,
    changeField,
    addLine,
    removeLine,
    fillFromBoq,
    submit,
  };
}

type ExtrasProps = {
  state: EditorState;
  errors: EditorErrors;
  disabled: boolean;
  onChange: (field: ExtraField, value: string) => void;
};

/** Notes, the supplier's reference, delivery days and validity. */
function QuotationExtras({ state, errors, disabled, onChange }: ExtrasProps) {
  const t = useText(quotationsText);
  return (
    <Stack gap="sm">
      <Textarea
        id={inputId('notes')}
        label={t.notes}
        description={t.notesDescription}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={TEXT_LIMITS.notes}
        value={state.notes}
        error={errors.notes}
        disabled={disabled}
        onChange={(event) => onChange('notes', event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          id={inputId('reference')}
          label={t.yourReference}
          description={t.optional}
          maxLength={TEXT_LIMITS.reference}
          value={state.reference}
          error={errors.reference}
          disabled={disabled}
          onChange={(event) => onChange('reference', event.currentTarget.value)}
        />
        <TextInput
          id={inputId('deliveryDays')}
          label={t.deliveryDays}
          description={t.optional}
          inputMode="numeric"
          value={state.deliveryDays}
          error={errors.deliveryDays}
          disabled={disabled}
          onChange={(event) => onChange('deliveryDays', event.currentTarget.value)}
        />
        <TextInput
          id={inputId('validUntil')}
          label={t.validUntil}
          description={t.optional}
          type="date"
          value={state.validUntil}
          error={errors.validUntil}
          disabled={disabled}
          onChange={(event) => onChange('validUntil', event.currentTarget.value)}
        />
      </SimpleGrid>
    </Stack>
  );
}

type TotalsProps = { totals: EditorTotals | null; unquoted: number; itemsError: string | undefined };

/** The totals as typed, the items left unquoted, and why no line can be sent. */
function TotalsPanel({ totals, unquoted, itemsError }: TotalsProps) {
  const t = useText(quotationsText);
  const m = useText(messages);
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)" data-testid="quotation-totals">
      <Stack gap={6}>
        <TotalRow label={t.totalBeforeGst} value={rupees(totals?.total)} testId="total-before-gst" />
        <TotalRow label={t.gst} value={rupees(totals?.gstTotal)} testId="total-gst" />
        <Divider />
        <TotalRow
          label={t.totalWithGst}
          value={rupees(totals?.totalWithGst)}
          testId="total-with-gst"
          strong
        />
        {unquoted > 0 && (
          <Group gap={6} wrap="nowrap" align="flex-start" mt={4} data-testid="not-quoted-note">
            <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{m.quotation.notQuotedNote(unquoted)}</Text>
          </Group>
        )}
        {itemsError && (
          <Text size="sm" c="red.8" role="alert" data-testid="quotation-items-error">
            {itemsError}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function firstPriceInput(state: EditorState): string {
  const line = state.lines[0];
  return line ? inputId(lineErrorKey(line.key, 'unitPrice')) : inputId('notes');
}

function TotalRow({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 600}
        data-testid={testId}
        style={{ whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}
