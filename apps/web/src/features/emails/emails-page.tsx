import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { messages } from '@tenderdesk/domain/messages';
import { useState } from 'react';
import { ListEmpty, ListLoadError, ListLoading } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { formatInstant } from '../../lib/portal-time';
import { type EmailRow, type EmailStatus, useEmailStatus, useEmails, useRetryEmail } from './api';

const PAGE_SIZE = 20;
const BANNER_MS = 5_000;

const STATUS_COLOURS: Record<EmailStatus, string> = {
  Pending: 'blue',
  Sending: 'yellow',
  Sent: 'green',
  Failed: 'red',
};

const when = (iso: string | null) => (iso ? formatInstant(iso) : '—');

/**
 * /emails (Settings, the admin's only; decision 027): the portal's outgoing emails, failed ones
 * first in view, each failed one with a Retry. Bodies are never shown (a reset email's is a key).
 */
export function EmailsPage() {
  const [status, setStatus] = useState<EmailStatus | 'all'>('Failed');
  const [page, setPage] = useState(1);
  const emails = useEmails(status, page, PAGE_SIZE);
  const retry = useRetryEmail();
  const mail = useEmailStatus();
  const notConfigured = mail.data?.configured === false;
  const { banner, show, clear } = useTimedBanner();

  const onRetry = (row: EmailRow) =>
    retry.mutate(row._id, {
      onSuccess: (answer) => show('success', answer.message, BANNER_MS),
      onError: (error) => show('error', errorMessage(error, messages.generic.somethingWrong), BANNER_MS),
    });

  const retryButton = (row: EmailRow) =>
    row.status === 'Failed' && (
      <Button
        size="xs"
        variant="light"
        loading={retry.isPending && retry.variables === row._id}
        onClick={() => onRetry(row)}
        aria-label={`Retry the email to ${row.to}`}
      >
        Retry
      </Button>
    );
  const statusBadge = (row: EmailRow) => (
    <Badge color={STATUS_COLOURS[row.status]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
      {row.status}
    </Badge>
  );
  const progress = (row: EmailRow) =>
    row.status === 'Sent' ? when(row.sentAt) : `${row.attempts} attempt${row.attempts === 1 ? '' : 's'}`;

  const data = emails.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader
        title="Emails"
        description="What the portal sent by email. A failed email was tried 5 times; retry it once the mail server is fixed."
      />
      <Banner banner={banner} onClose={clear} />
      {notConfigured && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconMailOff size={18} />}
          title={mailMessages.emails.notConfiguredTitle}
          mb="md"
          data-testid="email-not-configured"
        >
          {mailMessages.emails.notConfigured}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack>
          <Select
            label="Show"
            w={{ base: '100%', sm: 220 }}
            allowDeselect={false}
            value={status}
            onChange={(value) => {
              setStatus((value ?? 'Failed') as EmailStatus | 'all');
              setPage(1);
            }}
            data={[
              { value: 'Failed', label: 'Failed emails' },
              { value: 'Pending', label: 'Waiting to be sent' },
              { value: 'Sent', label: 'Sent emails' },
              { value: 'all', label: 'All emails' },
            ]}
          />
          {emails.isPending ? (
            <ListLoading />
          ) : emails.isError ? (
            <ListLoadError message="The emails could not be loaded." onRetry={() => void emails.refetch()} />
          ) : data && data.data.length === 0 ? (
            <ListEmpty
              query=""
              icon={<IconMailCheck size={28} />}
              title={
                notConfigured
                  ? 'No emails: email is not configured'
                  : status === 'Failed'
                    ? 'No failed emails'
                    : 'No emails here'
              }
              description={
                notConfigured
                  ? 'Nothing is queued while the portal has no mail server.'
                  : status === 'Failed' && mail.data?.configured
                    ? 'Every email went out, or is still being tried.'
                    : undefined
              }
            />
          ) : (
            <>
              {/* Phones: one card per email, its Retry in reach. */}
              <Stack hiddenFrom="sm" gap="sm">
                {data?.data.map((row) => (
                  <Paper key={row._id} withBorder p="sm" radius="md">
                    <Stack gap={6}>
                      <Group justify="space-between" wrap="nowrap">
                        <Group gap="xs" wrap="nowrap">
                          {statusBadge(row)}
                          <Text size="xs" c="dimmed">
                            {progress(row)}
                          </Text>
                        </Group>
                        {retryButton(row)}
                      </Group>
                      <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                        {row.to}
                      </Text>
                      <Text size="sm">{row.subject}</Text>
                      <Text size="xs" c="dimmed">
                        Queued {when(row.createdAt)}
                      </Text>
                      {row.lastError && (
                        <Text size="xs" c="red.8" style={{ wordBreak: 'break-word' }}>
                          {row.lastError}
                        </Text>
                      )}
                    </Stack>
                  </Paper>
                ))}
              </Stack>
              <Table.ScrollContainer minWidth={760} visibleFrom="sm">
                <Table striped verticalSpacing="sm" aria-label="Emails">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>To</Table.Th>
                      <Table.Th>Subject</Table.Th>
                      <Table.Th miw={120}>Status</Table.Th>
                      <Table.Th>Queued</Table.Th>
                      <Table.Th>Last problem</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data?.data.map((row) => (
                      <Table.Tr key={row._id}>
                        <Table.Td>{row.to}</Table.Td>
                        <Table.Td>{row.subject}</Table.Td>
                        <Table.Td>
                          {statusBadge(row)}
                          <Text size="xs" c="dimmed">
                            {progress(row)}
                          </Text>
                        </Table.Td>
                        <Table.Td>{when(row.createdAt)}</Table.Td>
                        <Table.Td maw={260}>
                          <Text size="sm" style={{ wordBreak: 'break-word' }}>
                            {row.lastError ?? '—'}
                          </Text>
                        </Table.Td>
                        <Table.Td>{retryButton(row)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
          {data && pages > 1 && (
            <Group justify="flex-end">
              <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages" />
            </Group>
          )}
        </Stack>
      </Paper>
    </>
  );
}
