import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileCertificate, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import { documentTypesText } from '@tenderdesk/domain/ui/document-types';
import type { DocumentTypeView } from '@tenderdesk/domain/vendor-schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { type ServerListColumn, ServerListTable } from '../../../components/server-list-table';
import { Banner, useTimedBanner } from '../../../components/timed-banner';
import { errorMessage } from '../../../lib/api';
import { MASTER_TABLE_BANNER_MS } from '../../../lib/banner-timing';
import { localised, useLocale, useText } from '../../../lib/i18n';
import { useConfirmTarget } from '../../../lib/use-confirm-target';
import { useServerList } from '../../../lib/use-server-list';
import {
  DOCUMENT_TYPES_PATH,
  documentTypeKeys,
  useDeleteDocumentType,
  useRequirableCategories,
  useSaveDocumentType,
} from './document-type-api';

type Sort = 'name' | '-name';
type Column = ServerListColumn<DocumentTypeView, Sort>;
const SORTS: readonly Sort[] = ['name', '-name'];
/** The sort choices, each with its label's key in `documentTypesText.sort`. */
const SORT_OPTIONS: { value: Sort; label: keyof typeof documentTypesText.sort }[] = [
  { value: 'name', label: 'nameAsc' },
  { value: '-name', label: 'nameDesc' },
];

/** Editing a type (its row) or adding one (null). */
type Editing = { type: DocumentTypeView | null } | null;

const requiredText = (type: DocumentTypeView, t: typeof documentTypesText) =>
  type.requiredFor.length === 0 ? t.optionalForAll : type.requiredFor.map((c) => c.name).join(', ');

/**
 * /documentTypes (Manage Suppliers, issue 24 item 1): the document types suppliers upload, whether
 * each expires and which categories require it. The registration's two are built in (renamed, not
 * deleted); a type suppliers hold documents of is kept.
 */
export function DocumentTypesPage() {
  const t = useText(documentTypesText);
  const m = useText(messages);
  const list = useServerList<DocumentTypeView, Sort>({
    path: DOCUMENT_TYPES_PATH,
    queryKey: documentTypeKeys.all,
    sorts: SORTS,
    defaultSort: 'name',
  });
  const [editing, setEditing] = useState<Editing>(null);
  const confirm = useConfirmTarget<DocumentTypeView>();
  const remove = useDeleteDocumentType();
  const { banner, show, clear } = useTimedBanner();
  const done = (message: string) => show('success', message, MASTER_TABLE_BANNER_MS);

  const actions = (type: DocumentTypeView) => (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <ActionIcon variant="light" aria-label={t.editLabel(type.name)} onClick={() => setEditing({ type })}>
        <IconPencil size={16} />
      </ActionIcon>
      {!type.builtIn && (
        <ActionIcon
          variant="light"
          color="red"
          aria-label={t.deleteLabel(type.name)}
          onClick={() => confirm.ask(type)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
  const nameCell = (type: DocumentTypeView) => (
    <Group gap={8} wrap="wrap">
      <Text size="sm" fw={600}>
        {type.name}
      </Text>
      {type.builtIn && (
        <Badge variant="light" color="gray">
          {t.builtIn}
        </Badge>
      )}
    </Group>
  );
  const expiresBadge = (type: DocumentTypeView) => (
    <Badge variant="light" color={type.expires ? 'orange' : 'gray'}>
      {type.expires ? t.expires : t.doesNotExpire}
    </Badge>
  );
  const columns: Column[] = [
    { key: 'name', header: t.columns.name, sortField: 'name', cell: nameCell },
    { key: 'expires', header: t.columns.expiry, cell: expiresBadge },
    {
      key: 'required',
      header: t.columns.requiredFor,
      maw: 320,
      cell: (type) => <Text size="sm">{requiredText(type, t)}</Text>,
    },
    {
      key: 'documents',
      header: t.columns.documents,
      align: 'right',
      cell: (type) => <Text size="sm">{type.documentCount.toLocaleString('en-IN')}</Text>,
    },
    { key: 'actions', header: t.columns.actions, align: 'right', cell: actions },
  ];
  const card = (type: DocumentTypeView) => (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {nameCell(type)}
        {actions(type)}
      </Group>
      <Group gap="xs">{expiresBadge(type)}</Group>
      <Text size="xs" c="dimmed">
        {t.cardLine(requiredText(type, t), type.documentCount)}
      </Text>
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ type: null })}>
            {t.add}
          </Button>
        }
      />
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <ServerListTable
          list={list}
          label={t.listLabel}
          searchPlaceholder={t.searchPlaceholder}
          columns={columns}
          minWidth={720}
          card={card}
          sortOptions={SORT_OPTIONS.map(({ value, label }) => ({ value, label: t.sort[label] }))}
          rowTestId="document-type-row"
          loadErrorMessage={t.loadFailed}
          empty={{ icon: <IconFileCertificate size={28} />, title: t.empty }}
        />
      </Paper>
      <DocumentTypeDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          done(message);
        }}
      />
      <ConfirmDialog
        opened={confirm.opened}
        title={t.deleteTitle}
        message={t.deleteConfirm(confirm.target?.name ?? '')}
        confirmLabel={t.delete}
        danger
        loading={remove.isPending}
        onCancel={confirm.close}
        onConfirm={() =>
          confirm.target &&
          remove.mutate(confirm.target._id, {
            onSuccess: (result) => done(result.message),
            onError: (error) =>
              show('error', errorMessage(error, m.generic.somethingWrong), MASTER_TABLE_BANNER_MS),
            onSettled: confirm.close,
          })
        }
      />
    </>
  );
}

/** Adds a type or edits one: its name, whether it expires, the categories that require it. */
function DocumentTypeDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useText(documentTypesText);
  const opened = editing !== null;
  const type = editing?.type ?? null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={650}>{type ? t.editTitle : t.add}</Text>}
      centered
    >
      {/* Mounted afresh for each opening, so it starts from the row being edited. */}
      {opened && <DocumentTypeForm type={type} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function DocumentTypeForm({
  type,
  onCancel,
  onSaved,
}: {
  type: DocumentTypeView | null;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useText(documentTypesText);
  const locale = useLocale();
  const categories = useRequirableCategories();
  const save = useSaveDocumentType();
  const [name, setName] = useState(type?.name ?? '');
  const [expires, setExpires] = useState(type?.expires ?? false);
  const [requiredFor, setRequiredFor] = useState<string[]>(type?.requiredFor.map((c) => c._id) ?? []);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const submit = () =>
    save.mutate(
      { id: type?._id ?? null, body: { name, expires, requiredFor } },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (failure) =>
          setError({
            message: errorMessage(failure, messages.generic.somethingWrong),
            field: (failure as { field?: string }).field,
          }),
      },
    );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t.name}
          withAsterisk
          placeholder={t.namePlaceholder}
          value={name}
          error={error?.field === 'name' ? localised(error.message, locale) : undefined}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Checkbox
          label={t.expiresLabel}
          checked={expires}
          onChange={(event) => setExpires(event.currentTarget.checked)}
        />
        <MultiSelect
          label={t.requiredForLabel}
          description={t.requiredForHint}
          placeholder={requiredFor.length === 0 ? t.optionalForAll : undefined}
          data={(categories.data ?? []).map((category) => ({
            value: category._id,
            label: category.category,
          }))}
          value={requiredFor}
          onChange={setRequiredFor}
          searchable
          clearable
          nothingFoundMessage={t.noCategory}
          comboboxProps={{ withinPortal: true }}
        />
        {error && error.field !== 'name' && (
          <Alert color="red" variant="light" role="alert">
            {localised(error.message, locale)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {type ? t.save : t.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
