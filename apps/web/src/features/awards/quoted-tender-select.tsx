import { Alert, Badge, Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { messages } from '@tenderdesk/domain/messages';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ListEmpty } from '../../components/list-states';
import { formatDay } from '../../lib/portal-time';
import { useQuotedTenders } from './api';
import { readTenderParam, tenderOptionLabel, writeTenderParam } from './award-rules';

/** The tender chosen on /compareQuotation or /selectedQuotationView, kept in the address (`?tender=`). */
export function useTenderParam(): [string, (tenderId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const tenderId = readTenderParam(params);
  // A new tender is a history entry, so Back returns to the previous one.
  return [tenderId, (next) => setParams((current) => writeTenderParam(current, next))];
}

type Props = {
  value: string;
  onChange: (tenderId: string | null) => void;
};

/**
 * The tender dropdown of the compare and selected screens (spec section 2): searchable, its option
 * text the project code and title, from GET /api/tenders/quoted (tenders with at least one
 * quotation from an approved supplier, newest first).
 */
export function QuotedTenderSelect({ value, onChange }: Props) {
  const tenders = useQuotedTenders();
  const rows = tenders.data ?? [];
  const chosen = rows.find((row) => row._id === value);

  if (tenders.isError) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        title={awardMessages.tendersFailed}
      >
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void tenders.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <div>
      <Select
        label="Tender"
        placeholder={
          tenders.isPending
            ? 'Loading tenders…'
            : rows.length === 0
              ? messages.quotation.noneReceived
              : 'Search by project code or title'
        }
        searchable
        data={rows.map((row) => ({ value: row._id, label: tenderOptionLabel(row) }))}
        value={chosen ? value : null}
        onChange={(next) => onChange(next)}
        allowDeselect={false}
        nothingFoundMessage="No tender matches"
        limit={200}
        maxDropdownHeight={320}
        disabled={tenders.isPending || rows.length === 0}
        w={{ base: '100%', sm: 520 }}
        data-testid="tender-select"
      />
      {chosen && (
        <Group gap="xs" mt={6} wrap="wrap">
          <Text size="xs" c="dimmed">
            {chosen.projectName} · {chosen.organisation} · closes {formatDay(chosen.closingDate)} ·{' '}
            {chosen.quotations} quotation{chosen.quotations === 1 ? '' : 's'}
          </Text>
          {chosen.sealed && (
            <Badge size="xs" variant="light" color="grape" leftSection={<IconLock size={10} />}>
              Sealed bids
            </Badge>
          )}
          {chosen.selectedSupplierName && (
            <Badge size="xs" variant="light" color="green">
              Awarded: {chosen.selectedSupplierName}
            </Badge>
          )}
        </Group>
      )}
    </div>
  );
}

/** The dropdown in its card, as both screens show it at their top. */
export function TenderPicker({ value, onChange }: Props) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <QuotedTenderSelect value={value} onChange={onChange} />
    </Paper>
  );
}

/** What both screens show before a tender is chosen. */
export function ChooseTender({ icon }: { icon: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <ListEmpty query="" icon={icon} title={awardMessages.chooseTender} />
    </Paper>
  );
}
