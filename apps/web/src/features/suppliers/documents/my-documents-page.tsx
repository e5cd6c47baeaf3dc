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
import { useState } from 'react';
import { ListEmpty, ListLoadError, ListLoading } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { Banner, useTimedBanner } from '../../../components/timed-banner';
import { ApiError, errorMessage } from '../../../lib/api';
import { portalTimeZone } from '../../../lib/portal-time';
import { DocumentItem, ownSupplierId, useSupplierDocuments, useUploadDocument } from './documents';

const BANNER_MS = 6_000;

/**
 * /myDocuments (issue 24 item 1): the supplier's documents with their state (a rejected one with
 * the buyer's reason), the required types it lacks for its category, and uploading a new one (which
 * replaces the type's previous document; that one stays below as history).
 */
export function MyDocumentsPage() {
  const supplierId = ownSupplierId();
  const documents = useSupplierDocuments(supplierId, 'supplier');
  const { banner, show, clear } = useTimedBanner();
  const data = documents.data;
  const current = data?.documents.filter((doc) => doc.current) ?? [];
  const history = data?.documents.filter((doc) => !doc.current) ?? [];
  const failed = (message: string) => show('error', message, BANNER_MS);
  return (
    <>
      <PageHeader
        title="My Documents"
        description="Your licences and certificates: the buyer verifies each one. Upload a new one before the old one expires."
      />
      <Banner banner={banner} onClose={clear} />
      {documents.isPending ? (
        <ListLoading />
      ) : documents.isError || !data || !supplierId ? (
        <ListLoadError
          message="Your documents could not be loaded."
          onRetry={() => void documents.refetch()}
        />
      ) : (
        <Stack gap="md">
          {data.missing.length > 0 && (
            <Alert
              color="orange"
              variant="light"
              title="Required for your category"
              data-testid="missing-documents"
            >
              Upload: {data.missing.map((type) => type.name).join(', ')}
            </Alert>
          )}
          <UploadForm
            supplierId={supplierId}
            types={data.types}
            onUploaded={(message) => show('success', message, BANNER_MS)}
          />
          <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
            <Text fw={650} mb="sm" component="h2" size="md">
              Current documents
            </Text>
            {current.length === 0 ? (
              <ListEmpty query="" icon={<IconFileCertificate size={28} />} title="No documents yet" />
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
                Earlier uploads
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
  const today = portalToday(portalTimeZone());
  const upload = useUploadDocument();
  const [typeId, setTypeId] = useState<string | null>(null);
  const [issueDate, setIssueDate] = useState('');
  const [expiryDate, setExpiryDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const type = types.find((candidate) => candidate._id === typeId);
  const submit = () => {
    if (!typeId) return setErrors({ documentTypeId: 'Choose the type of the document.' });
    if (!file) return setErrors({ file: 'Choose the file to upload.' });
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
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <form
        noValidate
        aria-label="Upload a document"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Text fw={650} mb="sm" component="h2" size="md">
          Upload a document
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Document type"
            withAsterisk
            placeholder="Choose a type"
            data={types.map((t) => ({ value: t._id, label: t.required ? `${t.name} (required)` : t.name }))}
            value={typeId}
            onChange={(value) => {
              setTypeId(value);
              change();
            }}
            error={errors.documentTypeId}
            searchable
          />
          <FileInput
            label="File"
            withAsterisk
            description={`PDF, JPG or PNG, at most ${MAX_DOCUMENT_SIZE_LABEL}`}
            placeholder="Choose a file"
            accept={DOCUMENT_ACCEPT}
            value={file}
            onChange={(value) => {
              setFile(value);
              change();
            }}
            error={errors.file}
            clearable
          />
          <TextInput
            type="date"
            label="Issue date"
            withAsterisk
            max={today}
            value={issueDate}
            onChange={(event) => {
              setIssueDate(event.currentTarget.value);
              change();
            }}
            error={errors.issueDate}
          />
          <TextInput
            type="date"
            label="Expiry date"
            withAsterisk={type?.expires === true}
            description={type && !type.expires ? 'This type does not expire' : undefined}
            disabled={type !== undefined && !type.expires}
            min={issueDate || undefined}
            value={type && !type.expires ? '' : expiryDate}
            onChange={(event) => {
              setExpiryDate(event.currentTarget.value);
              change();
            }}
            error={errors.expiryDate}
          />
        </SimpleGrid>
        {errors.form && (
          <Alert color="red" variant="light" role="alert" mt="sm">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={upload.isPending} leftSection={<IconFileUpload size={16} />}>
            Upload
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

const FIELD_NAMES = { documentTypeId: true, issueDate: true, expiryDate: true, file: true } as const;
