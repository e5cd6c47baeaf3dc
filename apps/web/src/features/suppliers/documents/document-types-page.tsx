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
import type { DocumentTypeView } from '@tenderdesk/domain/vendor-schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { type ServerListColumn, ServerListTable } from '../../../components/server-list-table';
import { Banner, useTimedBanner } from '../../../components/timed-banner';
import { errorMessage } from '../../../lib/api';
import { MASTER_TABLE_BANNER_MS } from '../../../lib/banner-timing';
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
const SORT_OPTIONS: { value: Sort; label: string }[] = [
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
];

/** Editing a type (its row) or adding one (null). */
type Editing = { type: DocumentTypeView | null } | null;

const requiredText = (type: DocumentTypeView) =>
  type.requiredFor.length === 0
    ? 'Optional for every category'
    : type.requiredFor.map((c) => c.name).join(', ');

/**
 * /documentTypes (Manage Suppliers, issue 24 item 1): the document types suppliers upload, whether
 * each expires and which categories require it. The registration's two are built in (renamed, not
 * deleted); a type suppliers hold documents of is kept.
 */
export function DocumentTypesPage() {
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
      <ActionIcon variant="light" aria-label={`Edit ${type.name}`} onClick={() => setEditing({ type })}>
        <IconPencil size={16} />
      </ActionIcon>
      {!type.builtIn && (
        <ActionIcon
          variant="light"
          color="red"
          aria-label={`Delete ${type.name}`}
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
          Registration
        </Badge>
      )}
    </Group>
  );
  const expiresBadge = (type: DocumentTypeView) => (
    <Badge variant="light" color={type.expires ? 'orange' : 'gray'}>
      {type.expires ? 'Expires' : 'Does not expire'}
    </Badge>
  );
  const columns: Column[] = [
    { key: 'name', header: 'Name', sortField: 'name', cell: nameCell },
    { key: 'expires', header: 'Expiry', cell: expiresBadge },
    {
      key: 'required',
      header: 'Required for',
      maw: 320,
      cell: (type) => <Text size="sm">{requiredText(type)}</Text>,
    },
    {
      key: 'documents',
      header: 'Documents',
      align: 'right',
      cell: (type) => <Text size="sm">{type.documentCount.toLocaleString('en-IN')}</Text>,
    },
    { key: 'actions', header: 'Actions', align: 'right', cell: actions },
  ];
  const card = (type: DocumentTypeView) => (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {nameCell(type)}
        {actions(type)}
      </Group>
      <Group gap="xs">{expiresBadge(type)}</Group>
      <Text size="xs" c="dimmed">
        Required for: {requiredText(type)} · {type.documentCount.toLocaleString('en-IN')} document
        {type.documentCount === 1 ? '' : 's'}
      </Text>
    </Stack>
  );

  return (
    <>
      <PageHeader
        title="Document Types"
        description="What suppliers upload: whether each document expires, and which categories require it."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ type: null })}>
            Add document type
          </Button>
        }
      />
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <ServerListTable
          list={list}
          label="Document types"
          searchPlaceholder="Search document types"
          columns={columns}
          minWidth={720}
          card={card}
          sortOptions={SORT_OPTIONS}
          rowTestId="document-type-row"
          loadErrorMessage="The document types could not be loaded."
          empty={{ icon: <IconFileCertificate size={28} />, title: 'No document types' }}
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
        title="Delete document type"
        message={`Delete the document type "${confirm.target?.name ?? ''}"? Suppliers will no longer be asked for it.`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onCancel={confirm.close}
        onConfirm={() =>
          confirm.target &&
          remove.mutate(confirm.target._id, {
            onSuccess: (result) => done(result.message),
            onError: (error) =>
              show('error', errorMessage(error, messages.generic.somethingWrong), MASTER_TABLE_BANNER_MS),
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
  const opened = editing !== null;
  const type = editing?.type ?? null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={650}>{type ? 'Edit document type' : 'Add document type'}</Text>}
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
          label="Name"
          withAsterisk
          placeholder="For example: ISO 9001 certificate"
          value={name}
          error={error?.field === 'name' ? error.message : undefined}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Checkbox
          label="Expires: suppliers give its expiry date"
          checked={expires}
          onChange={(event) => setExpires(event.currentTarget.checked)}
        />
        <MultiSelect
          label="Required for categories"
          description="Suppliers of these categories must hold it; others may upload it."
          placeholder={requiredFor.length === 0 ? 'Optional for every category' : undefined}
          data={(categories.data ?? []).map((category) => ({
            value: category._id,
            label: category.category,
          }))}
          value={requiredFor}
          onChange={setRequiredFor}
          searchable
          clearable
          nothingFoundMessage="No such category"
          comboboxProps={{ withinPortal: true }}
        />
        {error && error.field !== 'name' && (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {type ? 'Save' : 'Add document type'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
