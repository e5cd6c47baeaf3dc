import {
  Badge,
  Button,
  Code,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { AuditEventView } from '@tenderdesk/domain/audit';
import { auditMessages } from '@tenderdesk/domain/audit-messages';
import { auditUiText } from '@tenderdesk/domain/ui/audit';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportMenu } from '../../components/export-menu';
import { ListEmpty, ListLoadError, ListLoading } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { formatDay, formatInstant } from '../../lib/portal-time';
import {
  AUDIT_FILTER_KEYS,
  type AuditFilters,
  auditExportUrl,
  useAuditEvents,
  useTenderOptions,
  useVerifyAudit,
} from './api';

const PAGE_SIZE = 20;
const BANNER_MS = 8_000;
type Entity = keyof typeof auditUiText.entity;
/** The record types the filter offers (the rows name any other kind too). */
const ENTITIES: Entity[] = [
  'tender',
  'interest',
  'quotation',
  'question',
  'supplier',
  'category',
  'sub-category',
  'subadmin',
  'admin',
];
type UiText = typeof auditUiText;
type Messages = typeof auditMessages;

/** A readable label of an action ('tender.publish' → 'Tender published'); unknown ones as they are. */
const actionLabel = (m: Messages, action: string) => (m.actions as Record<string, string>)[action] ?? action;
/** A record type as the language on screen names it; unknown ones as they are. */
const entityLabel = (t: UiText, entity: string) =>
  Object.hasOwn(t.entity, entity) ? t.entity[entity as Entity] : entity;

const when = (iso: string) => formatInstant(iso, { seconds: true });
const shortId = (id: string | null) => (id ? id.slice(0, 8) : '—');

/**
 * What changed, as compact text; a sealed tender's event first says when its prices open (in the
 * language on screen: `sealed`, the rest is the record's data).
 */
function changesText(
  { changes, sealedUntil }: AuditEventView,
  m: Messages,
): { sealed: string | null; data: string } {
  if (changes === null || changes === undefined) return { sealed: null, data: '—' };
  const json = JSON.stringify(changes);
  if (!sealedUntil) return { sealed: null, data: json.length > 120 ? `${json.slice(0, 117)}…` : json };
  // The English cut is as before: the whole line, sealed note and data, at 120 characters.
  const sealed = `${m.sealedUntil(formatDay(sealedUntil))} · `;
  const room = 120 - sealed.length;
  return { sealed, data: json.length > room ? `${json.slice(0, room - 3)}…` : json };
}

/** The changes: the sealed note in the language on screen, the data marked as not to be translated. */
function Changes({
  event,
  m,
  withTitle = false,
}: {
  event: AuditEventView;
  m: Messages;
  withTitle?: boolean;
}) {
  const { sealed, data } = changesText(event, m);
  return (
    <>
      {sealed}
      <span translate="no" title={withTitle ? JSON.stringify(event.changes) : undefined}>
        {data}
      </span>
    </>
  );
}

function readFilters(params: URLSearchParams): AuditFilters {
  return Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as AuditFilters;
}

/** The tender filter: published tenders searched by code or title. */
function TenderFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useText(auditUiText);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // Once a tender is chosen the box shows its label: search all tenders again, not that text.
  const options = useTenderOptions(chosen && search === chosen.label ? '' : search);
  const data = (options.data?.data ?? []).map((tender) => ({
    value: tender._id,
    label: `${tender.projectCode} — ${tender.projectTitle}`,
  }));
  const known = chosen?.value === value ? chosen : null;
  if (value && !data.some((option) => option.value === value)) data.unshift(known ?? { value, label: value });
  return (
    <Select
      label={t.tender}
      placeholder={t.anyTender}
      searchable
      clearable
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setChosen(next && option ? { value: next, label: option.label } : null);
        onChange(next ?? '');
      }}
      nothingFoundMessage={t.noTender}
    />
  );
}

/**
 * /auditLog (Settings, the admin's only; issue 11, decision 035): every change, newest first,
 * filtered by tender, record, actor, action and days, kept in the address; and the chain verified.
 */
export function AuditLogPage() {
  const t = useText(auditUiText);
  const m = useText(auditMessages);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const events = useAuditEvents(filters, page, PAGE_SIZE);
  const verify = useVerifyAudit();
  const { banner, show, clear } = useTimedBanner();

  const setFilter = (key: keyof AuditFilters | 'page', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });

  const onVerify = () =>
    verify.mutate(undefined, {
      onSuccess: (report) =>
        report.ok
          ? show('success', m.verifyOk(report.checked), BANNER_MS)
          : show('error', m.verifyBroken(report.firstBrokenSeq), BANNER_MS),
      onError: (error) => show('error', errorMessage(error, m.verifyFailed), BANNER_MS),
    });

  const actor = (event: AuditEventView) =>
    event.actorId ? (
      <Button
        variant="subtle"
        size="compact-xs"
        px={4}
        onClick={() => setFilter('actorId', event.actorId ?? '')}
        aria-label={t.onlyEventsOf(event.actorName || shortId(event.actorId))}
      >
        {event.actorName || shortId(event.actorId)}
      </Button>
    ) : (
      <Text size="sm" c="dimmed">
        {t.system}
      </Text>
    );
  const record = (event: AuditEventView) => (
    <Text size="sm">
      {entityLabel(t, event.entity)} <Code translate="no">{shortId(event.entityId)}</Code>
    </Text>
  );

  const data = events.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = AUDIT_FILTER_KEYS.some((key) => filters[key]);

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Group gap="sm" align="flex-start">
            <ExportMenu url={(format) => auditExportUrl(filters, format)} name="audit-log" />
            <Button
              leftSection={<IconShieldLock size={16} />}
              variant="light"
              loading={verify.isPending}
              onClick={onVerify}
            >
              {m.verify}
            </Button>
          </Group>
        }
      />
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TenderFilter value={filters.tenderId} onChange={(id) => setFilter('tenderId', id)} />
            <Select
              label={t.action}
              placeholder={t.anyAction}
              searchable
              clearable
              data={Object.entries(m.actions).map(([value, label]) => ({ value, label }))}
              value={filters.action || null}
              onChange={(value) => setFilter('action', value ?? '')}
            />
            <Select
              label={t.recordType}
              placeholder={t.anyRecord}
              clearable
              data={ENTITIES.map((entity) => ({ value: entity, label: t.entity[entity] }))}
              value={filters.entity || null}
              onChange={(value) => setFilter('entity', value ?? '')}
            />
            <TextInput
              label={t.recordId}
              placeholder={t.anyRecord}
              defaultValue={filters.entityId}
              key={`entity-${filters.entityId}`}
              onBlur={(event) => setFilter('entityId', event.currentTarget.value.trim())}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setFilter('entityId', event.currentTarget.value.trim());
              }}
            />
            <TextInput
              label={t.actorId}
              placeholder={t.anyone}
              defaultValue={filters.actorId}
              key={`actor-${filters.actorId}`}
              onBlur={(event) => setFilter('actorId', event.currentTarget.value.trim())}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setFilter('actorId', event.currentTarget.value.trim());
              }}
            />
            <TextInput
              label={t.from}
              type="date"
              value={filters.from}
              onChange={(event) => setFilter('from', event.currentTarget.value)}
            />
            <TextInput
              label={t.to}
              type="date"
              value={filters.to}
              onChange={(event) => setFilter('to', event.currentTarget.value)}
            />
            <Group align="flex-end">
              <Button variant="default" disabled={!filtered} onClick={() => setParams(new URLSearchParams())}>
                {t.clearFilters}
              </Button>
            </Group>
          </SimpleGrid>
          {data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t.events(data.total)}
            </Text>
          )}
          {events.isPending ? (
            <ListLoading />
          ) : events.isError ? (
            <ListLoadError
              message={errorMessage(events.error, m.loadFailed)}
              onRetry={() => void events.refetch()}
            />
          ) : data && data.data.length === 0 ? (
            <ListEmpty query="" icon={<IconShieldLock size={28} />} title={m.empty} />
          ) : (
            <>
              <Stack hiddenFrom="sm" gap="sm">
                {data?.data.map((event) => (
                  <Paper key={event._id} withBorder p="sm" radius="md">
                    <Stack gap={4}>
                      <Group justify="space-between" wrap="nowrap">
                        <Badge variant="light">{actionLabel(m, event.action)}</Badge>
                        <Text size="xs" c="dimmed">
                          #{event.seq}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {when(event.at)}
                      </Text>
                      <Group gap={4}>{actor(event)}</Group>
                      {record(event)}
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        <Changes event={event} m={m} />
                      </Text>
                    </Stack>
                  </Paper>
                ))}
              </Stack>
              <Table.ScrollContainer minWidth={860} visibleFrom="sm">
                <Table striped verticalSpacing="xs" aria-label={t.label}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>#</Table.Th>
                      <Table.Th>{t.columns.when}</Table.Th>
                      <Table.Th>{t.columns.actor}</Table.Th>
                      <Table.Th>{t.columns.action}</Table.Th>
                      <Table.Th>{t.columns.record}</Table.Th>
                      <Table.Th>{t.columns.details}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data?.data.map((event) => (
                      <Table.Tr key={event._id}>
                        <Table.Td>{event.seq}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(event.at)}</Table.Td>
                        <Table.Td>{actor(event)}</Table.Td>
                        <Table.Td>{actionLabel(m, event.action)}</Table.Td>
                        <Table.Td>{record(event)}</Table.Td>
                        <Table.Td maw={360}>
                          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                            <Changes event={event} m={m} withTitle />
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {pages > 1 && (
                <Group justify="center">
                  <Pagination
                    total={pages}
                    value={page}
                    onChange={(next) => setFilter('page', String(next))}
                    getControlProps={(control) => ({ 'aria-label': t.pageControl[control] })}
                  />
                </Group>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
