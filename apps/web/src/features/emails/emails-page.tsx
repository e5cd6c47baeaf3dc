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
import { emailsText } from '@tenderdesk/domain/ui/emails';
import { listText } from '@tenderdesk/domain/ui/list';
import { useState } from 'react';
import { ListEmpty, ListLoadError, ListLoading } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
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
  const t = useText(emailsText);
  const mail = useText(mailMessages);
  const list = useText(listText);
  const [status, setStatus] = useState<EmailStatus | 'all'>('Failed');
  const [page, setPage] = useState(1);
  const emails = useEmails(status, page, PAGE_SIZE);
  const retry = useRetryEmail();
  const mailStatus = useEmailStatus();
  const notConfigured = mailStatus.data?.configured === false;
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
        aria-label={t.retryLabel(row.to)}
      >
        {t.retry}
      </Button>
    );
  const statusBadge = (row: EmailRow) => (
    <Badge color={STATUS_COLOURS[row.status]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
      {t.status[row.status]}
    </Badge>
  );
  const progress = (row: EmailRow) => (row.status === 'Sent' ? when(row.sentAt) : t.attempts(row.attempts));

  const data = emails.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Banner banner={banner} onClose={clear} />
      {notConfigured && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconMailOff size={18} />}
          title={mail.emails.notConfiguredTitle}
          mb="md"
          data-testid="email-not-configured"
        >
          {mail.emails.notConfigured}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack>
          <Select
            label={t.show}
            w={{ base: '100%', sm: 220 }}
            allowDeselect={false}
            value={status}
            onChange={(value) => {
              setStatus((value ?? 'Failed') as EmailStatus | 'all');
              setPage(1);
            }}
            data={[
              { value: 'Failed', label: t.filter.Failed },
              { value: 'Pending', label: t.filter.Pending },
              { value: 'Sent', label: t.filter.Sent },
              { value: 'all', label: t.filter.all },
            ]}
          />
          {emails.isPending ? (
            <ListLoading />
          ) : emails.isError ? (
            <ListLoadError message={t.loadFailed} onRetry={() => void emails.refetch()} />
          ) : data && data.data.length === 0 ? (
            <ListEmpty
              query=""
              icon={<IconMailCheck size={28} />}
              title={notConfigured ? t.emptyNotConfigured : status === 'Failed' ? t.emptyFailed : t.empty}
              description={
                notConfigured
                  ? t.emptyNotConfiguredHint
                  : status === 'Failed' && mailStatus.data?.configured
                    ? t.emptyFailedHint
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
                        {t.queued(when(row.createdAt))}
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
                <Table striped verticalSpacing="sm" aria-label={t.label}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t.columns.to}</Table.Th>
                      <Table.Th>{t.columns.subject}</Table.Th>
                      <Table.Th miw={120}>{t.columns.status}</Table.Th>
                      <Table.Th>{t.columns.queued}</Table.Th>
                      <Table.Th>{t.columns.lastProblem}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t.columns.actions}</VisuallyHidden>
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
              <Pagination total={pages} value={page} onChange={setPage} aria-label={list.pages} />
            </Group>
          )}
        </Stack>
      </Paper>
    </>
  );
}
