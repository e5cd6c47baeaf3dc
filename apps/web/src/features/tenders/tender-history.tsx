import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditEventView } from '@tenderdesk/domain/audit';
import { auditActionLabel, auditMessages } from '@tenderdesk/domain/audit-messages';
import { tenderDetailsText } from '@tenderdesk/domain/ui/tenders';
import { Link } from 'react-router';
import { type RowColumn, RowView } from '../../components/row-view';
import { api, errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { formatDay, formatInstant } from '../../lib/portal-time';
import { getSession } from '../../lib/session';

/** The texts the history shows, in the language on screen. */
type HistoryText = { t: typeof tenderDetailsText; audit: typeof auditMessages };

/** What an event did, in a few words, from the details the audit row keeps. */
function detail({ t, audit }: HistoryText, event: AuditEventView): string {
  if (event.sealedUntil) return audit.sealedUntil(formatDay(event.sealedUntil));
  const changes = (event.changes ?? {}) as Record<string, unknown>;
  if (event.action === 'interest.decide' && typeof changes.status === 'object' && changes.status) {
    const to = String((changes.status as { to?: unknown }).to ?? '');
    return to === 'Approved' ? t.history.approved : to === 'Rejected' ? t.history.rejected : `→ ${to}`;
  }
  if (event.action === 'award.margin' && typeof changes.itemCode === 'string')
    return t.history.item(changes.itemCode);
  if (event.action === 'tender.update') return editDetail(t, changes);
  return '';
}

/** An edit: the fields it changed, by their labels, and the files it added or removed. */
function editDetail(t: typeof tenderDetailsText, changes: Record<string, unknown>): string {
  const fields = t.history.field as Record<string, string>;
  const parts = Object.keys(changes)
    .filter((key) => key in fields)
    .map((key) => fields[key] as string);
  const count = (key: string) => (typeof changes[key] === 'number' ? (changes[key] as number) : 0);
  if (count('filesAdded') > 0) parts.push(t.history.filesAdded(count('filesAdded')));
  if (count('filesRemoved') > 0) parts.push(t.history.filesRemoved(count('filesRemoved')));
  return parts.join(', ');
}

const actorOf = ({ t }: HistoryText, event: AuditEventView) =>
  event.actorName || (event.actorId ? event.actorRole : t.history.system);

/** An action's label in the language of `audit` (domain `auditActionLabel`, whose English it mirrors). */
const actionLabel = ({ audit }: HistoryText, action: string) =>
  (audit.actions as Record<string, string>)[action] ?? auditActionLabel(action);

/** When, What, By, Details. */
function historyColumns(text: HistoryText): RowColumn<AuditEventView>[] {
  const { t } = text;
  return [
    {
      key: 'when',
      header: t.history.when,
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (event) => formatInstant(event.at),
    },
    { key: 'what', header: t.history.what, cell: (event) => actionLabel(text, event.action) },
    { key: 'by', header: t.history.by, cell: (event) => actorOf(text, event) },
    {
      key: 'details',
      header: t.history.details,
      cell: (event) => (
        <Text size="sm" c="dimmed">
          {detail(text, event)}
        </Text>
      ),
    },
  ];
}

/** Phones: one line per event, nothing to scroll sideways. */
function EventCard({ text, event }: { text: HistoryText; event: AuditEventView }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {actionLabel(text, event.action)} {detail(text, event)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatInstant(event.at)} · {actorOf(text, event)}
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
  const text: HistoryText = { t: useText(tenderDetailsText), audit: useText(auditMessages) };
  const { t, audit } = text;
  const admin = getSession()?.role === 'admin';
  const events = history.data?.data ?? [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tender-history-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="tender-history-title">
            {audit.historyTitle}
          </Title>
          {admin && (
            <Anchor
              component={Link}
              to={`${PATHS.auditLog}?tenderId=${encodeURIComponent(tenderId)}`}
              size="sm"
            >
              {t.history.openAuditLog}
            </Anchor>
          )}
        </Group>
        {history.isPending ? (
          <Skeleton height={80} />
        ) : history.isError ? (
          <Alert color="red">{errorMessage(history.error, audit.historyFailed)}</Alert>
        ) : events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {audit.historyEmpty}
          </Text>
        ) : (
          <RowView
            rows={events}
            rowKey={(event) => event._id}
            columns={historyColumns(text)}
            label={t.history.label}
            minWidth={0}
            scroll="none"
            look={{ verticalSpacing: 'xs' }}
            card={(event) => <EventCard text={text} event={event} />}
            cardLook={{ gap: 'xs', p: 'xs', radius: 'sm', list: true }}
          />
        )}
      </Stack>
    </Paper>
  );
}
