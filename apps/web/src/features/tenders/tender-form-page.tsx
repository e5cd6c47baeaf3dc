import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconCopy, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@tenderdesk/domain/messages';
import { tenderCopyText } from '@tenderdesk/domain/tender-copy-messages';
import {
  TENDER_FIELD_LABELS,
  TENDER_FILE_KINDS,
  TENDER_SCOPE_MAX,
  type TenderField,
  type TenderFileKind,
} from '@tenderdesk/domain/tender-rules';
import { tenderFormText } from '@tenderdesk/domain/ui/tender-form';
import {
  type Dispatch,
  type FormEvent,
  lazy,
  type ReactNode,
  type SetStateAction,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ItemsEditor, itemInputId } from '../../components/items-editor';
import { LeaveGuard } from '../../components/leave-guard';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { PATHS, pathTo } from '../../lib/paths';
import { useUploadMutation } from '../../lib/upload';
import {
  PURCHASE_REQUEST_QUERY_ROOT,
  saveTender,
  tenderKeys,
  useTender,
  useTenderCategories,
  useUnitSuggestions,
} from './api';
import { TENDER_BANNER_MS, type TenderBannerState } from './banner';
import { fileInputId, TenderFilesEditor } from './tender-files-editor';
import {
  addFileRow,
  addItem,
  emptyTenderForm,
  type FormErrors,
  fileProgress,
  filledItemCount,
  importItems,
  isTenderFormDirty,
  removeExisting,
  removeFileRow,
  removeItem,
  serverErrorKey,
  setFile,
  type TenderFormState,
  tenderFormData,
  tenderFormFrom,
  tenderFormFromRequest,
  updateItem,
} from './tender-form-state';
import { UploadProgress } from './upload-progress';

/** Where an edit returns to (spec section 2): the tender's details or the draft's view. */
function viewPath(id: string, draft: boolean): string {
  return pathTo(draft ? PATHS.draftView : PATHS.tenderDetails, id);
}

/**
 * /newtender: creates a tender (saved as a draft, although the button says Publish: spec section 4),
 * and edits a draft or a published tender when opened with `?edit=<id>&draft=1|0`, so a reload
 * keeps the screen.
 */
// The questions-close field and the addendum note (decision 028) arrive in their own chunk.
const QuestionsCloseField = lazy(() =>
  import('./tender-form-clarifications').then((module) => ({ default: module.QuestionsCloseField })),
);
// A tender made from a purchase request (decision 032): its loading and texts come in their own chunk.
const FromPurchaseRequest = lazy(() =>
  import('./tender-form-from-request').then((module) => ({ default: module.FromPurchaseRequest })),
);
// The buying unit (issue 20): shown only when the organisation has several, in its own chunk.
const BuyingUnitField = lazy(() =>
  import('./buying-unit-field').then((module) => ({ default: module.BuyingUnitField })),
);
// Items from a spreadsheet (issue 23): the button and its dialog in their own chunk.
const ItemsImport = lazy(() => import('./items-import').then((module) => ({ default: module.ItemsImport })));
const AddendumNoteSection = lazy(() =>
  import('./tender-form-clarifications').then((module) => ({ default: module.AddendumNoteSection })),
);

export function TenderFormPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit') ?? '';
  const draft = params.get('draft') === '1';
  const requestId = params.get('request') ?? '';
  if (!editId && requestId)
    return (
      <Suspense fallback={<Skeleton height={260} />}>
        <FromPurchaseRequest
          key={requestId}
          id={requestId}
          form={(request, source) => <TenderForm initial={tenderFormFromRequest(request)} source={source} />}
        />
      </Suspense>
    );
  if (!editId) return <TenderForm key="new" initial={emptyTenderForm()} />;
  return <EditTender key={`${editId}-${draft}`} id={editId} draft={draft} />;
}

/** The origin's code when the screen was opened by Copy tender (features/tenders/copy-tender.tsx). */
function useCopiedFrom(): string | null {
  const state = useLocation().state as { copiedFrom?: unknown } | null;
  return typeof state?.copiedFrom === 'string' ? state.copiedFrom : null;
}

function EditTender({ id, draft }: { id: string; draft: boolean }) {
  const tender = useTender(id, draft);
  const copiedFrom = useCopiedFrom();
  const t = useText(tenderFormText);
  const m = useText(messages);
  const title = draft ? t.editDraftTitle : t.editTenderTitle;
  usePageTitle(title);
  const initial = useMemo(() => (tender.data ? tenderFormFrom(tender.data) : null), [tender.data]);
  if (tender.isPending) {
    return (
      <Stack gap="md" maw={1100}>
        <PageHeader title={title} />
        <Skeleton height={260} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (tender.isError || !initial) {
    const notFound = tender.error instanceof ApiError && tender.error.status === 404;
    const fallback = draft ? m.draft.detailsFailed : m.tender.detailsFailed;
    return (
      <Stack gap="md" maw={640}>
        <PageHeader title={title} />
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {notFound ? (draft ? m.draft.notFound : m.tender.notFound) : errorMessage(tender.error, fallback)}
        </Alert>
        <Button
          component={Link}
          to={draft ? PATHS.draftTenders : PATHS.publishedTenders}
          variant="default"
          w="fit-content"
        >
          {draft ? t.backToDrafts : t.backToPublished}
        </Button>
      </Stack>
    );
  }
  return <TenderForm initial={initial} edit={{ id, draft }} copiedFrom={draft ? copiedFrom : null} />;
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Text component="h2" fw={650} fz="md" mt={0} mb={description ? 2 : 'sm'}>
        {title}
      </Text>
      {description && (
        <Text size="xs" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** The form's check and the validation library, fetched once the person starts on the form (decision 031). */
const loadValidation = () => import('./tender-validation');
const preloadValidation = () => void loadValidation().catch(() => undefined);
type ValidateTenderForm = Awaited<ReturnType<typeof loadValidation>>['validateTenderForm'];

/** Moves the focus to the first field with a message, so a keyboard user lands on what to fix. */
function focusFirstError(errors: FormErrors) {
  const order: string[] = [
    ...Object.keys(TENDER_FIELD_LABELS),
    'buyingUnitId',
    ...Object.keys(errors).filter((key) => key.startsWith('items.')),
    'items',
    ...TENDER_FILE_KINDS.flatMap((kind) => Object.keys(errors).filter((key) => key.startsWith(`${kind}.`))),
  ];
  const first = order.find((key) => errors[key]);
  if (!first) return;
  let id = `tender-${first}`;
  const item = /^items\.(\d+)\.(\w+)$/.exec(first);
  if (item) id = itemInputId(Number(item[1]), item[2] as never);
  const file = /^(scopeOfWork|rfq)\.(\d+)$/.exec(first);
  if (file) id = fileInputId(file[1] as TenderFileKind, Number(file[2]));
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

type SaveOptions = {
  state: TenderFormState;
  setErrors: (errors: FormErrors) => void;
  edit?: { id: string; draft: boolean };
  source?: { id: string; note: ReactNode };
};

/**
 * Submit: the form checked with the domain schemas (loaded on demand), then sent with its files;
 * a server objection is placed under its field, and once saved the screen goes to the tender.
 */
function useTenderSave({ state, setErrors, edit, source }: SaveOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const { banner, show, clear } = useTimedBanner();
  const save = useUploadMutation(saveTender);
  // Once saved, the leave guard lets the screen go to where the save leads.
  const [done, setDone] = useState<{ to: string; banner?: TenderBannerState } | null>(null);
  const mode = edit ? 'edit' : 'create';

  useEffect(() => {
    if (done) navigate(done.to, { state: done.banner ? { banner: done.banner } : undefined });
  }, [done, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || checking) return;
    clear();
    setChecking(true);
    loadValidation()
      .then(({ validateTenderForm }) => send(validateTenderForm(state, mode)))
      .catch(() => show('error', messages.generic.somethingWrong, TENDER_BANNER_MS))
      .finally(() => setChecking(false));
  };

  const send = (result: ReturnType<ValidateTenderForm>) => {
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(result.errors);
      return;
    }
    // Editing a published tender issues an addendum; the server requires its note (decision 028).
    const addendum = edit !== undefined && !edit.draft;
    setErrors({});
    // A published tender's sealed bidding is fixed (decision 026): its edit leaves the field out.
    const form = tenderFormData(state, result.value, {
      sendSealed: !edit || edit.draft,
      addendum,
      purchaseRequestId: source?.id,
    });
    save.mutate(
      { form, edit },
      {
        onSuccess: (response) => {
          void queryClient.invalidateQueries({ queryKey: tenderKeys.all });
          if (source) void queryClient.invalidateQueries({ queryKey: PURCHASE_REQUEST_QUERY_ROOT });
          const id = response?.data?._id ?? edit?.id;
          const fallback = edit ? messages.tender.updated : messages.tender.draftCreated;
          const message = response?.message || fallback;
          // A new tender starts as a draft (spec section 4): it is shown where drafts are viewed.
          const to = id ? viewPath(id, edit ? edit.draft : true) : PATHS.draftTenders;
          // The page it leads to points at the tender's evaluation settings (issue 21).
          setDone({ to, banner: { kind: 'success', message, evaluationNotice: id !== undefined } });
        },
        onError: (error) => {
          // Nothing typed is lost: the form keeps its values and shows where the server objected.
          const fallback = edit ? messages.tender.updateFailed : messages.tender.createFailed;
          const message = errorMessage(error, fallback);
          const key = serverErrorKey(error instanceof ApiError ? error.field : undefined);
          if (key) {
            const placed = { [key]: message };
            setErrors(placed);
            focusFirstError(placed);
          }
          show('error', message, TENDER_BANNER_MS);
        },
      },
    );
  };

  return { banner, clear, save, checking, done, onSubmit };
}

function TenderForm({
  initial,
  edit,
  source,
  copiedFrom = null,
}: {
  initial: TenderFormState;
  edit?: { id: string; draft: boolean };
  /** The project code of the tender this draft was copied from (issue 23): the form says what to do next. */
  copiedFrom?: string | null;
  /** The purchase request the new tender is made from. */
  source?: { id: string; note: ReactNode };
}) {
  const navigate = useNavigate();
  const t = useText(tenderFormText);
  const copyText = useText(tenderCopyText);
  const locale = useLocale();
  const categories = useTenderCategories();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  // Messages are kept as they came (the domain's English, or the server's) and shown in the language on screen.
  const shownErrors = useMemo(
    (): FormErrors =>
      Object.fromEntries(
        Object.entries(errors).map(([key, message]) => [key, message && localised(message, locale)]),
      ),
    [errors, locale],
  );
  const { banner, clear, save, checking, done, onSubmit } = useTenderSave({ state, setErrors, edit, source });
  const dirty = isTenderFormDirty(state, initial);

  const update = (next: (current: TenderFormState) => TenderFormState, clearKeys: string[] = []) => {
    setState(next);
    if (clearKeys.length > 0)
      setErrors((current) => {
        const copy = { ...current };
        for (const key of clearKeys) delete copy[key];
        return copy;
      });
  };
  const setField = (field: TenderField) => (value: string) =>
    update((current) => ({ ...current, fields: { ...current.fields, [field]: value } }), [field]);

  // The fields stay enabled while the check loads: a disabled field could not take the focus on an error.
  const saving = save.isPending;
  const form: FormParts = { state, errors: shownErrors, saving, edit, update, setField, setErrors };
  const progress = save.isPending ? fileProgress(state, save.progress) : null;
  const hasFiles = TENDER_FILE_KINDS.some((kind) => state.files[kind].some((row) => row.file));
  const title = edit ? (edit.draft ? t.editDraftTitle : t.editTenderTitle) : t.newTitle;
  usePageTitle(title);

  return (
    <Stack gap={0} maw={1100}>
      <PageHeader title={title} description={edit ? t.editDescription : t.newDescription} />
      <Banner banner={banner} onClose={clear} />
      {source && (
        <Alert color="violet" variant="light" mb="md">
          {source.note}
        </Alert>
      )}
      {copiedFrom && (
        <Alert
          color="blue"
          variant="light"
          mb="md"
          role="status"
          icon={<IconCopy size={18} aria-hidden />}
          title={copyText.copied}
          data-testid="tender-copied-notice"
        >
          {copyText.notice(copiedFrom)}
        </Alert>
      )}
      <form onSubmit={onSubmit} onFocusCapture={preloadValidation} noValidate aria-label={title}>
        <Stack gap="md">
          <TenderInformation form={form} categories={categories} />
          {edit && !edit.draft && (
            <Suspense fallback={null}>
              <AddendumNoteSection
                value={state.addendumNote}
                onChange={(addendumNote) =>
                  update((current) => ({ ...current, addendumNote }), ['addendumNote'])
                }
                error={shownErrors.addendumNote}
                disabled={saving}
              />
            </Suspense>
          )}

          <Items form={form} />

          <Attachments form={form} progress={progress} />
          {save.isPending && hasFiles && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t.uploading(save.progress)}
              </Text>
              <UploadProgress
                value={save.progress}
                animated
                striped
                size="lg"
                aria-label={t.uploadProgress}
              />
            </Stack>
          )}

          <Group justify="flex-end" gap="sm">
            {edit && (
              <Button
                variant="default"
                onClick={() => navigate(viewPath(edit.id, edit.draft))}
                disabled={saving}
                w={{ base: '100%', xs: 'auto' }}
              >
                {t.cancel}
              </Button>
            )}
            <Button
              type="submit"
              loading={saving || checking}
              leftSection={edit ? <IconDeviceFloppy size={16} /> : <IconSend size={16} />}
              w={{ base: '100%', xs: 'auto' }}
            >
              {edit ? t.save : t.publish}
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveGuard when={dirty && !done} title={t.leaveTitle} message={t.leaveMessage} />
    </Stack>
  );
}

/** What the form's sections share: the state, its errors and how they change. */
type FormParts = {
  state: TenderFormState;
  errors: FormErrors;
  saving: boolean;
  edit?: { id: string; draft: boolean };
  update: (next: (current: TenderFormState) => TenderFormState, clearKeys?: string[]) => void;
  setField: (field: TenderField) => (value: string) => void;
  setErrors: Dispatch<SetStateAction<FormErrors>>;
};

/** Code, name, organisation, title, category, dates, questions' close, scope and sealed bids. */
function TenderInformation({
  form,
  categories,
}: {
  form: FormParts;
  categories: ReturnType<typeof useTenderCategories>;
}) {
  const { state, errors, saving, edit, update, setField } = form;
  const t = useText(tenderFormText);
  const m = useText(messages);
  const L = useText(TENDER_FIELD_LABELS);
  const categoryOptions = (categories.data ?? []).map((row) => ({ value: row._id, label: row.category }));
  const text = (field: TenderField, props: { placeholder?: string; autoFocus?: boolean } = {}) => (
    <TextInput
      id={`tender-${field}`}
      label={L[field]}
      withAsterisk
      value={state.fields[field]}
      onChange={(event) => setField(field)(event.currentTarget.value)}
      error={errors[field]}
      disabled={saving}
      {...props}
    />
  );
  const date = (field: 'publishingDate' | 'closingDate') => (
    // A native date input: typed or picked, sent as YYYY-MM-DD.
    <TextInput
      id={`tender-${field}`}
      type="date"
      label={L[field]}
      withAsterisk
      value={state.fields[field]}
      onChange={(event) => setField(field)(event.currentTarget.value)}
      error={errors[field]}
      disabled={saving}
      min={field === 'closingDate' ? state.fields.publishingDate || undefined : undefined}
    />
  );
  return (
    <Section title={t.information}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {text('projectCode', { placeholder: t.codePlaceholder, autoFocus: !edit })}
        {text('projectName')}
        {text('organisation')}
        {text('projectTitle')}
        <Select
          id="tender-supplyCategory"
          label={L.supplyCategory}
          withAsterisk
          searchable
          data={categoryOptions}
          value={state.fields.supplyCategory || null}
          onChange={(value) => setField('supplyCategory')(value ?? '')}
          limit={100}
          maxDropdownHeight={280}
          nothingFoundMessage={t.noCategory}
          placeholder={categories.isPending ? t.loadingCategories : t.pickCategory}
          disabled={saving || categories.isPending}
          error={errors.supplyCategory ?? (categories.isError ? t.categoriesFailed : undefined)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {date('publishingDate')}
          {date('closingDate')}
        </SimpleGrid>
        <Suspense fallback={null}>
          <BuyingUnitField
            value={state.buyingUnitId}
            onChange={(buyingUnitId) => update((current) => ({ ...current, buyingUnitId }), ['buyingUnitId'])}
            error={errors.buyingUnitId}
            disabled={saving}
          />
        </Suspense>
        <Suspense fallback={null}>
          <QuestionsCloseField
            value={state.questionsCloseAt}
            onChange={(questionsCloseAt) =>
              update((current) => ({ ...current, questionsCloseAt }), ['questionsCloseAt'])
            }
            error={errors.questionsCloseAt}
            disabled={saving}
          />
        </Suspense>
      </SimpleGrid>
      <Textarea
        id="tender-projectScope"
        mt="sm"
        label={L.projectScope}
        withAsterisk
        autosize
        minRows={3}
        maxRows={12}
        maxLength={TENDER_SCOPE_MAX}
        value={state.fields.projectScope}
        onChange={(event) => setField('projectScope')(event.currentTarget.value)}
        error={errors.projectScope}
        disabled={saving}
      />
      <Checkbox
        id="tender-sealed"
        mt="md"
        label={m.tender.sealedLabel}
        description={
          edit && !edit.draft ? `${m.tender.sealedHint} ${m.tender.sealedFixed}` : m.tender.sealedHint
        }
        checked={state.sealed}
        onChange={(event) => {
          const sealed = event.currentTarget.checked;
          update((current) => ({ ...current, sealed }), ['sealed']);
        }}
        error={errors.sealed}
        disabled={saving || (edit !== undefined && !edit.draft)}
      />
    </Section>
  );
}

/** The tender's items (ItemsEditor); removing one drops the rows' messages (their positions move). */
function Items({ form }: { form: FormParts }) {
  const { state, errors, saving, update, setErrors } = form;
  const units = useUnitSuggestions();
  const t = useText(tenderFormText);
  return (
    <Section title={t.items} description={t.itemsHint}>
      <ItemsEditor
        withHsnSac
        units={units.data}
        items={state.items}
        errors={errors}
        tableError={errors.items}
        disabled={saving}
        onChange={(key, field, value) =>
          update(
            (current) => updateItem(current, key, field, value),
            [`items.${state.items.findIndex((row) => row.key === key)}.${field}`, 'items'],
          )
        }
        onAdd={() => update(addItem)}
        onRemove={(key) => {
          update((current) => removeItem(current, key));
          // Row positions move: messages of the rows are shown again on the next save.
          setErrors((current) =>
            Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('items.'))),
          );
        }}
      />
      <Group mt="sm">
        <Suspense fallback={null}>
          <ItemsImport
            disabled={saving}
            filled={filledItemCount(state)}
            onImport={(items, mode) => {
              update((current) => importItems(current, items, mode), ['items']);
              // Row positions move: messages of the rows are shown again on the next save.
              setErrors((current) =>
                Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('items.'))),
              );
            }}
          />
        </Suspense>
      </Group>
    </Section>
  );
}

/** The Scope of Work and RFQ files: picked, added, removed, with the upload's progress. */
function Attachments({
  form,
  progress,
}: {
  form: FormParts;
  progress: ReturnType<typeof fileProgress> | null;
}) {
  const { state, errors, saving, edit, update, setErrors } = form;
  const t = useText(tenderFormText);
  return (
    <Section
      title={t.attachments}
      description={
        // A copied draft (issue 23) has no file yet: each kind needs one as on a new tender.
        edit && TENDER_FILE_KINDS.every((kind) => state.existing[kind].length > 0)
          ? t.filesOptional
          : t.filesRequired
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {TENDER_FILE_KINDS.map((kind) => (
          <TenderFilesEditor
            key={kind}
            kind={kind}
            state={state}
            errors={errors}
            required={!edit}
            disabled={saving}
            progress={progress}
            onPick={(key, file) =>
              update(
                (current) => setFile(current, kind, key, file),
                [`${kind}.${state.files[kind].findIndex((row) => row.key === key)}`],
              )
            }
            onAdd={() => update((current) => addFileRow(current, kind))}
            onRemove={(key) => {
              update((current) => removeFileRow(current, kind, key));
              setErrors((current) =>
                Object.fromEntries(
                  Object.entries(current).filter(([field]) => !field.startsWith(`${kind}.`)),
                ),
              );
            }}
            onRemoveExisting={(fileName) => update((current) => removeExisting(current, kind, fileName))}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}
