import { Alert, Anchor, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditEventView } from '@tenderdesk/domain/audit';
import { auditActionLabel, auditMessages } from '@tenderdesk/domain/audit-messages';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { Link } from 'react-router';
import { api, errorMessage } from '../../lib/api';
import { PATHS } from '../../lib/paths';
import { formatInstant } from '../../lib/portal-time';
import { getSession } from '../../lib/session';

const LIST_ROLE = 'list';
const ITEM_ROLE = 'listitem';

/** What an event did, in a few words, from the details the audit row keeps. */
function detail(event: AuditEventView): string {
  if (event.sealedUntil) return auditMessages.sealedUntil(formatPortalDay(event.sealedUntil));
  const changes = (event.changes ?? {}) as Record<string, unknown>;
  if (event.action === 'interest.decide' && typeof changes.status === 'object' && changes.status) {
    return `→ ${String((changes.status as { to?: unknown }).to ?? '')}`;
  }
  if (event.action === 'award.margin' && typeof changes.itemCode === 'string')
    return `Item ${changes.itemCode}`;
  if (event.action === 'tender.update') return Object.keys(changes).join(', ');
  return '';
}

/**
 * The tender's history on its details page (issue 11, decision 035): created, edited, published,
 * interests decided, quotations received, the award and margins, oldest first, from
 * GET /api/tenders/{id}/history. The admin also gets a link to the full audit log of the tender.
 */
export function TenderHistory({ tenderId }: { tenderId: string }) {
  const history = useQuery({
    queryKey: ['tender-history', tenderId],
    queryFn: ({ signal }) =>
      api<{ data: AuditEventView[] }>(`/api/tenders/${encodeURIComponent(tenderId)}/history`, { signal }),
  });
  const admin = getSession()?.role === 'admin';
  const events = history.data?.data ?? [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tender-history-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="tender-history-title">
            {auditMessages.historyTitle}
          </Title>
          {admin && (
            <Anchor
              component={Link}
              to={`${PATHS.auditLog}?tenderId=${encodeURIComponent(tenderId)}`}
              size="sm"
            >
              Open in the audit log
            </Anchor>
          )}
        </Group>
        {history.isPending ? (
          <Skeleton height={80} />
        ) : history.isError ? (
          <Alert color="red">{errorMessage(history.error, auditMessages.historyFailed)}</Alert>
        ) : events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {auditMessages.historyEmpty}
          </Text>
        ) : (
          <>
            {/* Phones: one line per event, nothing to scroll sideways. */}
            <Stack hiddenFrom="sm" gap="xs" role={LIST_ROLE} aria-label="Tender history">
              {events.map((event) => (
                <Paper key={event._id} withBorder p="xs" radius="sm" role={ITEM_ROLE}>
                  <Text size="sm" fw={600}>
                    {auditActionLabel(event.action)} {detail(event)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatInstant(event.at)} ·{' '}
                    {event.actorName || (event.actorId ? event.actorRole : 'System')}
                  </Text>
                </Paper>
              ))}
            </Stack>
            <Table verticalSpacing="xs" aria-label="Tender history" visibleFrom="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>By</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.map((event) => (
                  <Table.Tr key={event._id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(event.at)}</Table.Td>
                    <Table.Td>{auditActionLabel(event.action)}</Table.Td>
                    <Table.Td>{event.actorName || (event.actorId ? event.actorRole : 'System')}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {detail(event)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
