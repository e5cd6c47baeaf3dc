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
import { auditActionLabel, auditMessages } from '@tenderdesk/domain/audit-messages';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportMenu } from '../../components/export-menu';
import { ListEmpty, ListLoadError, ListLoading } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { formatInstant } from '../../lib/portal-time';
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
const ENTITIES = [
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
const ACTION_OPTIONS = Object.entries(auditMessages.actions).map(([value, label]) => ({ value, label }));

const when = (iso: string) => formatInstant(iso, { seconds: true });
const shortId = (id: string | null) => (id ? id.slice(0, 8) : '—');

/** What changed, as compact text; a sealed tender's event first says when its prices open. */
function changesText({ changes, sealedUntil }: AuditEventView): string {
  if (changes === null || changes === undefined) return '—';
  const json = JSON.stringify(changes);
  const text = sealedUntil ? `${auditMessages.sealedUntil(formatPortalDay(sealedUntil))} · ${json}` : json;
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

function readFilters(params: URLSearchParams): AuditFilters {
  return Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as AuditFilters;
}

/** The tender filter: published tenders searched by code or title. */
function TenderFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
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
      label="Tender"
      placeholder="Any tender"
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
      nothingFoundMessage="No published tender matches"
    />
  );
}

/**
 * /auditLog (Settings, the admin's only; issue 11, decision 035): every change, newest first,
 * filtered by tender, record, actor, action and days, kept in the address; and the chain verified.
 */
export function AuditLogPage() {
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
          ? show('success', auditMessages.verifyOk(report.checked), BANNER_MS)
          : show('error', auditMessages.verifyBroken(report.firstBrokenSeq), BANNER_MS),
      onError: (error) => show('error', errorMessage(error, auditMessages.verifyFailed), BANNER_MS),
    });

  const actor = (event: AuditEventView) =>
    event.actorId ? (
      <Button
        variant="subtle"
        size="compact-xs"
        px={4}
        onClick={() => setFilter('actorId', event.actorId ?? '')}
        aria-label={`Show only the events of ${event.actorName || shortId(event.actorId)}`}
      >
        {event.actorName || shortId(event.actorId)}
      </Button>
    ) : (
      <Text size="sm" c="dimmed">
        System
      </Text>
    );
  const record = (event: AuditEventView) => (
    <Text size="sm">
      {event.entity} <Code>{shortId(event.entityId)}</Code>
    </Text>
  );

  const data = events.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = AUDIT_FILTER_KEYS.some((key) => filters[key]);

  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Every change made in the portal, newest first. Events are chained by hashes: verify that none was changed or removed."
        actions={
          <Group gap="sm" align="flex-start">
            <ExportMenu url={(format) => auditExportUrl(filters, format)} name="audit-log" />
            <Button
              leftSection={<IconShieldLock size={16} />}
              variant="light"
              loading={verify.isPending}
              onClick={onVerify}
            >
              {auditMessages.verify}
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
              label="Action"
              placeholder="Any action"
              searchable
              clearable
              data={ACTION_OPTIONS}
              value={filters.action || null}
              onChange={(value) => setFilter('action', value ?? '')}
            />
            <Select
              label="Record type"
              placeholder="Any record"
              clearable
              data={ENTITIES}
              value={filters.entity || null}
              onChange={(value) => setFilter('entity', value ?? '')}
            />
            <TextInput
              label="Record id"
              placeholder="Any record"
              defaultValue={filters.entityId}
              key={`entity-${filters.entityId}`}
              onBlur={(event) => setFilter('entityId', event.currentTarget.value.trim())}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setFilter('entityId', event.currentTarget.value.trim());
              }}
            />
            <TextInput
              label="Actor id"
              placeholder="Anyone"
              defaultValue={filters.actorId}
              key={`actor-${filters.actorId}`}
              onBlur={(event) => setFilter('actorId', event.currentTarget.value.trim())}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setFilter('actorId', event.currentTarget.value.trim());
              }}
            />
            <TextInput
              label="From"
              type="date"
              value={filters.from}
              onChange={(event) => setFilter('from', event.currentTarget.value)}
            />
            <TextInput
              label="To"
              type="date"
              value={filters.to}
              onChange={(event) => setFilter('to', event.currentTarget.value)}
            />
            <Group align="flex-end">
              <Button variant="default" disabled={!filtered} onClick={() => setParams(new URLSearchParams())}>
                Clear filters
              </Button>
            </Group>
          </SimpleGrid>
          {data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.total} event{data.total === 1 ? '' : 's'}
            </Text>
          )}
          {events.isPending ? (
            <ListLoading />
          ) : events.isError ? (
            <ListLoadError
              message={errorMessage(events.error, auditMessages.loadFailed)}
              onRetry={() => void events.refetch()}
            />
          ) : data && data.data.length === 0 ? (
            <ListEmpty query="" icon={<IconShieldLock size={28} />} title={auditMessages.empty} />
          ) : (
            <>
              <Stack hiddenFrom="sm" gap="sm">
                {data?.data.map((event) => (
                  <Paper key={event._id} withBorder p="sm" radius="md">
                    <Stack gap={4}>
                      <Group justify="space-between" wrap="nowrap">
                        <Badge variant="light">{auditActionLabel(event.action)}</Badge>
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
                        {changesText(event)}
                      </Text>
                    </Stack>
                  </Paper>
                ))}
              </Stack>
              <Table.ScrollContainer minWidth={860} visibleFrom="sm">
                <Table striped verticalSpacing="xs" aria-label="Audit events">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>#</Table.Th>
                      <Table.Th>When</Table.Th>
                      <Table.Th>Actor</Table.Th>
                      <Table.Th>Action</Table.Th>
                      <Table.Th>Record</Table.Th>
                      <Table.Th>Details</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data?.data.map((event) => (
                      <Table.Tr key={event._id}>
                        <Table.Td>{event.seq}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(event.at)}</Table.Td>
                        <Table.Td>{actor(event)}</Table.Td>
                        <Table.Td>{auditActionLabel(event.action)}</Table.Td>
                        <Table.Td>{record(event)}</Table.Td>
                        <Table.Td maw={360}>
                          <Text
                            size="xs"
                            c="dimmed"
                            title={JSON.stringify(event.changes)}
                            style={{ wordBreak: 'break-all' }}
                          >
                            {changesText(event)}
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
                    getControlProps={(control) => ({ 'aria-label': `${control} page` })}
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
