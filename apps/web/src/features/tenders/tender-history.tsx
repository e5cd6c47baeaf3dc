import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditEventView } from '@tenderdesk/domain/audit';
import { auditActionLabel, auditMessages } from '@tenderdesk/domain/audit-messages';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { Link } from 'react-router';
import { type RowColumn, RowView } from '../../components/row-view';
import { api, errorMessage } from '../../lib/api';
import { PATHS } from '../../lib/paths';
import { formatInstant } from '../../lib/portal-time';
import { getSession } from '../../lib/session';

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

const actorOf = (event: AuditEventView) => event.actorName || (event.actorId ? event.actorRole : 'System');

/** When, What, By, Details. */
const HISTORY_COLUMNS: RowColumn<AuditEventView>[] = [
  {
    key: 'when',
    header: 'When',
    cellProps: { style: { whiteSpace: 'nowrap' } },
    cell: (event) => formatInstant(event.at),
  },
  { key: 'what', header: 'What', cell: (event) => auditActionLabel(event.action) },
  { key: 'by', header: 'By', cell: actorOf },
  {
    key: 'details',
    header: 'Details',
    cell: (event) => (
      <Text size="sm" c="dimmed">
        {detail(event)}
      </Text>
    ),
  },
];

/** Phones: one line per event, nothing to scroll sideways. */
function EventCard({ event }: { event: AuditEventView }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {auditActionLabel(event.action)} {detail(event)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatInstant(event.at)} · {actorOf(event)}
      </Text>
    </>
  );
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
          <RowView
            rows={events}
            rowKey={(event) => event._id}
            columns={HISTORY_COLUMNS}
            label="Tender history"
            minWidth={0}
            scroll="none"
            look={{ verticalSpacing: 'xs' }}
            card={(event) => <EventCard event={event} />}
            cardLook={{ gap: 'xs', p: 'xs', radius: 'sm', list: true }}
          />
        )}
      </Stack>
    </Paper>
  );
}
