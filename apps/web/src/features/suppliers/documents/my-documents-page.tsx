import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileCertificate, IconFileUpload } from '@tabler/icons-react';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_SIZE_LABEL } from '@tenderdesk/domain/documents';
import { messages } from '@tenderdesk/domain/messages';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { supplierDocumentText } from '@tenderdesk/domain/ui/supplier-documents';
import { useState } from 'react';
import { ListEmpty, ListLoadError, ListLoading } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { Banner, useTimedBanner } from '../../../components/timed-banner';
import { ApiError, errorMessage } from '../../../lib/api';
import { localised, useLocale, useText } from '../../../lib/i18n';
import { portalTimeZone } from '../../../lib/portal-time';
import { DocumentItem, ownSupplierId, useSupplierDocuments, useUploadDocument } from './documents';

const BANNER_MS = 6_000;

/**
 * /myDocuments (issue 24 item 1): the supplier's documents with their state (a rejected one with
 * the buyer's reason), the required types it lacks for its category, and uploading a new one (which
 * replaces the type's previous document; that one stays below as history).
 */
export function MyDocumentsPage() {
  const t = useText(supplierDocumentText).mine;
  const supplierId = ownSupplierId();
  const documents = useSupplierDocuments(supplierId, 'supplier');
  const { banner, show, clear } = useTimedBanner();
  const data = documents.data;
  const current = data?.documents.filter((doc) => doc.current) ?? [];
  const history = data?.documents.filter((doc) => !doc.current) ?? [];
  const failed = (message: string) => show('error', message, BANNER_MS);
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Banner banner={banner} onClose={clear} />
      {documents.isPending ? (
        <ListLoading />
      ) : documents.isError || !data || !supplierId ? (
        <ListLoadError message={t.loadFailed} onRetry={() => void documents.refetch()} />
      ) : (
        <Stack gap="md">
          {data.missing.length > 0 && (
            <Alert color="orange" variant="light" title={t.missingTitle} data-testid="missing-documents">
              {t.missing(data.missing.map((type) => type.name))}
            </Alert>
          )}
          <UploadForm
            supplierId={supplierId}
            types={data.types}
            onUploaded={(message) => show('success', message, BANNER_MS)}
          />
          <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
            <Text fw={650} mb="sm" component="h2" size="md">
              {t.current}
            </Text>
            {current.length === 0 ? (
              <ListEmpty query="" icon={<IconFileCertificate size={28} />} title={t.none} />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {current.map((doc) => (
                  <DocumentItem key={doc._id} doc={doc} onError={failed} />
                ))}
              </SimpleGrid>
            )}
          </Paper>
          {history.length > 0 && (
            <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
              <Text fw={650} mb="sm" component="h2" size="md">
                {t.earlier}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {history.map((doc) => (
                  <DocumentItem key={doc._id} doc={doc} onError={failed} />
                ))}
              </SimpleGrid>
            </Paper>
          )}
        </Stack>
      )}
    </>
  );
}

type Errors = Partial<Record<'documentTypeId' | 'issueDate' | 'expiryDate' | 'file' | 'form', string>>;

function UploadForm({
  supplierId,
  types,
  onUploaded,
}: {
  supplierId: string;
  types: { _id: string; name: string; expires: boolean; required: boolean }[];
  onUploaded: (message: string) => void;
}) {
  const t = useText(supplierDocumentText).mine;
  const locale = useLocale();
  const today = portalToday(portalTimeZone());
  const upload = useUploadDocument();
  const [typeId, setTypeId] = useState<string | null>(null);
  const [issueDate, setIssueDate] = useState('');
  const [expiryDate, setExpiryDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const type = types.find((candidate) => candidate._id === typeId);
  const submit = () => {
    const english = supplierDocumentText.mine;
    if (!typeId) return setErrors({ documentTypeId: english.chooseType });
    if (!file) return setErrors({ file: english.chooseFile });
    upload.upload(
      { supplierId, documentTypeId: typeId, issueDate, expiryDate: type?.expires ? expiryDate : '', file },
      {
        onSuccess: (answer) => {
          setTypeId(null);
          setIssueDate('');
          setExpiryDate('');
          setFile(null);
          setErrors({});
          onUploaded(answer.message);
        },
        onError: (failure) => {
          const message = errorMessage(failure, messages.generic.somethingWrong);
          const field = failure instanceof ApiError ? failure.field : undefined;
          setErrors({ [field && field in FIELD_NAMES ? field : 'form']: message });
        },
      },
    );
  };
  const change = () => setErrors({});
  /** Messages are kept as they came (English, or the server's) and shown in the language on screen. */
  const shown = (message: string | undefined) => message && localised(message, locale);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <form
        noValidate
        aria-label={t.upload}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Text fw={650} mb="sm" component="h2" size="md">
          {t.upload}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t.type}
            withAsterisk
            placeholder={t.typePlaceholder}
            data={types.map((row) => ({
              value: row._id,
              label: row.required ? t.requiredType(row.name) : row.name,
            }))}
            value={typeId}
            onChange={(value) => {
              setTypeId(value);
              change();
            }}
            error={shown(errors.documentTypeId)}
            searchable
          />
          <FileInput
            label={t.file}
            withAsterisk
            description={t.fileHint(MAX_DOCUMENT_SIZE_LABEL)}
            placeholder={t.filePlaceholder}
            accept={DOCUMENT_ACCEPT}
            value={file}
            onChange={(value) => {
              setFile(value);
              change();
            }}
            error={shown(errors.file)}
            clearable
          />
          <TextInput
            type="date"
            label={t.issueDate}
            withAsterisk
            max={today}
            value={issueDate}
            onChange={(event) => {
              setIssueDate(event.currentTarget.value);
              change();
            }}
            error={shown(errors.issueDate)}
          />
          <TextInput
            type="date"
            label={t.expiryDate}
            withAsterisk={type?.expires === true}
            description={type && !type.expires ? t.noExpiry : undefined}
            disabled={type !== undefined && !type.expires}
            min={issueDate || undefined}
            value={type && !type.expires ? '' : expiryDate}
            onChange={(event) => {
              setExpiryDate(event.currentTarget.value);
              change();
            }}
            error={shown(errors.expiryDate)}
          />
        </SimpleGrid>
        {errors.form && (
          <Alert color="red" variant="light" role="alert" mt="sm">
            {shown(errors.form)}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={upload.isPending} leftSection={<IconFileUpload size={16} />}>
            {t.submit}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

const FIELD_NAMES = { documentTypeId: true, issueDate: true, expiryDate: true, file: true } as const;
