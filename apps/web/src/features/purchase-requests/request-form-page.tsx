import {
  Alert,
  Button,
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
import { IconAlertCircle } from '@tabler/icons-react';
import { purchaseRequestText } from '@tenderdesk/domain/purchase-request-messages';
import { PURCHASE_REQUEST_FIELD_LABELS } from '@tenderdesk/domain/purchase-requests';
import { commonText } from '@tenderdesk/domain/ui/common';
import { requestFormText } from '@tenderdesk/domain/ui/purchase-request-form';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ItemsEditor, itemInputId } from '../../components/items-editor';
import { LeaveGuard } from '../../components/leave-guard';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { localisedErrors } from '../../lib/form-errors';
import { useLocale, useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { useCategories, usePurchaseRequest, useSavePurchaseRequest } from './api';
import {
  addItem,
  emptyRequestForm,
  type FormErrors,
  isRequestFormDirty,
  type RequestField,
  type RequestFormState,
  removeItem,
  requestFormFrom,
  updateItem,
  validateRequestForm,
} from './request-form-state';

const BANNER_MS = 5_000;
const FIELDS: RequestField[] = ['title', 'categoryId', 'neededBy', 'justification'];

function focusFirstError(errors: FormErrors) {
  const order = [...FIELDS, ...Object.keys(errors).filter((key) => key.startsWith('items.')), 'items'];
  const first = order.find((key) => errors[key]);
  if (!first) return;
  const item = /^items\.(\d+)\.(\w+)$/.exec(first);
  const id = item ? itemInputId(Number(item[1]), item[2] as never, 'pr') : `pr-${first}`;
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Text component="h2" fw={650} fz="md" mt={0} mb="sm">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/** /purchaseRequest/new: raise a request (saved as a Draft). */
export function NewPurchaseRequestPage() {
  return <RequestForm key="new" initial={emptyRequestForm()} />;
}

/** /purchaseRequest/:id/edit: edit a Draft. */
export function EditPurchaseRequestPage() {
  const { id = '' } = useParams();
  const request = usePurchaseRequest(id);
  const t = useText(requestFormText);
  const text = useText(purchaseRequestText);
  const initial = useMemo(() => (request.data ? requestFormFrom(request.data) : null), [request.data]);
  if (request.isPending) {
    return (
      <Stack gap="md" maw={1100}>
        <PageHeader title={t.editTitle} />
        <Skeleton height={260} />
      </Stack>
    );
  }
  const problem =
    request.isError || !initial
      ? request.error instanceof ApiError && request.error.status === 404
        ? text.notFound
        : errorMessage(request.error, text.loadFailed)
      : request.data && !request.data.can.edit
        ? text.wrongStatus('edited', request.data.status)
        : null;
  if (problem || !initial) {
    return (
      <Stack gap="md" maw={640}>
        <PageHeader title={t.editTitle} />
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {problem}
        </Alert>
        <Button component={Link} to={PATHS.purchaseRequests} variant="default" w="fit-content">
          {t.backToList}
        </Button>
      </Stack>
    );
  }
  return <RequestForm key={id} initial={initial} editId={id} code={request.data?.code} />;
}

function RequestForm({
  initial,
  editId,
  code,
}: {
  initial: RequestFormState;
  editId?: string;
  code?: string;
}) {
  const navigate = useNavigate();
  const categories = useCategories();
  const save = useSavePurchaseRequest();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const { banner, show, clear } = useTimedBanner();
  const locale = useLocale();
  const t = useText(requestFormText);
  const text = useText(purchaseRequestText);
  const L = useText(PURCHASE_REQUEST_FIELD_LABELS);
  const common = useText(commonText);
  const title = editId ? (code ? t.editTitleOf(code) : t.editTitle) : t.raiseTitle;
  // The schema's messages stay English in state and are shown in the language on screen.
  const shown = localisedErrors(errors, locale);

  useEffect(() => {
    if (done) navigate(done);
  }, [done, navigate]);

  const update = (next: (current: RequestFormState) => RequestFormState, key?: string) => {
    setState(next);
    if (key)
      setErrors((current) => {
        const copy = { ...current };
        delete copy[key];
        return copy;
      });
  };
  const setField = (field: RequestField) => (value: string) =>
    update((current) => ({ ...current, [field]: value }), field);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    clear();
    const result = validateRequestForm(state);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: editId, values: result.value },
      {
        onSuccess: (response) => setDone(pathTo(PATHS.purchaseRequestDetails, response.data._id)),
        onError: (error) => {
          const message = errorMessage(error, text.saveFailed);
          const field = error instanceof ApiError ? error.field : undefined;
          if (field) {
            setErrors({ [field]: message });
            focusFirstError({ [field]: message });
          }
          show('error', message, BANNER_MS);
        },
      },
    );
  };

  const saving = save.isPending;
  const categoryOptions = (categories.data ?? []).map((row) => ({ value: row._id, label: row.category }));

  return (
    <Stack gap={0} maw={1100}>
      <PageHeader title={title} description={t.formDescription} />
      <Banner banner={banner} onClose={clear} />
      <LeaveGuard
        when={!done && isRequestFormDirty(state, initial)}
        title={t.leaveTitle}
        message={t.leaveMessage}
      />
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          <Section title={t.theNeed}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <TextInput
                id="pr-title"
                label={L.title}
                withAsterisk
                value={state.title}
                onChange={(event) => setField('title')(event.currentTarget.value)}
                error={shown.title}
                disabled={saving}
                autoFocus={!editId}
              />
              <Select
                id="pr-categoryId"
                label={L.categoryId}
                withAsterisk
                searchable
                data={categoryOptions}
                value={state.categoryId || null}
                onChange={(value) => setField('categoryId')(value ?? '')}
                error={shown.categoryId}
                disabled={saving}
                nothingFoundMessage={t.noCategoryMatch}
              />
              <TextInput
                id="pr-neededBy"
                type="date"
                label={L.neededBy}
                withAsterisk
                value={state.neededBy}
                onChange={(event) => setField('neededBy')(event.currentTarget.value)}
                error={shown.neededBy}
                disabled={saving}
              />
            </SimpleGrid>
            <Textarea
              id="pr-justification"
              mt="sm"
              label={L.justification}
              withAsterisk
              autosize
              minRows={3}
              value={state.justification}
              onChange={(event) => setField('justification')(event.currentTarget.value)}
              error={shown.justification}
              disabled={saving}
            />
          </Section>
          <Section title={t.items}>
            <ItemsEditor
              idPrefix="pr"
              testId="request-items"
              items={state.items}
              errors={shown}
              tableError={shown.items}
              disabled={saving}
              onChange={(key, field, value) =>
                update(
                  (current) => updateItem(current, key, field, value),
                  `items.${current(state, key)}.${field}`,
                )
              }
              onAdd={() => update(addItem)}
              onRemove={(key) => update((current) => removeItem(current, key))}
            />
          </Section>
          <Group justify="flex-end">
            <Button
              variant="default"
              component={Link}
              to={editId ? pathTo(PATHS.purchaseRequestDetails, editId) : PATHS.purchaseRequests}
            >
              {common.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {editId ? t.saveChanges : t.saveDraft}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The index of an item row (for its error key). */
function current(state: RequestFormState, key: string): number {
  return state.items.findIndex((row) => row.key === key);
}
