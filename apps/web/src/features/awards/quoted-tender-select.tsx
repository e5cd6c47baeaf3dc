import { Alert, Badge, Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { messages } from '@tenderdesk/domain/messages';
import { awardsText } from '@tenderdesk/domain/ui/awards';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ListEmpty } from '../../components/list-states';
import { useText } from '../../lib/i18n';
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
  const t = useText(awardsText);
  const m = useText(awardMessages);
  const msg = useText(messages);
  const rows = tenders.data ?? [];
  const chosen = rows.find((row) => row._id === value);

  if (tenders.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={m.tendersFailed}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void tenders.refetch()}>
          {t.tryAgain}
        </Button>
      </Alert>
    );
  }
  return (
    <div>
      <Select
        label={t.tender}
        placeholder={
          tenders.isPending
            ? t.loadingTenders
            : rows.length === 0
              ? msg.quotation.noneReceived
              : t.searchTender
        }
        searchable
        data={rows.map((row) => ({ value: row._id, label: tenderOptionLabel(row) }))}
        value={chosen ? value : null}
        onChange={(next) => onChange(next)}
        allowDeselect={false}
        nothingFoundMessage={t.noTenderMatches}
        limit={200}
        maxDropdownHeight={320}
        disabled={tenders.isPending || rows.length === 0}
        w={{ base: '100%', sm: 520 }}
        data-testid="tender-select"
      />
      {chosen && (
        <Group gap="xs" mt={6} wrap="wrap">
          <Text size="xs" c="dimmed">
            {t.tenderSummary(
              chosen.projectName,
              chosen.organisation,
              formatDay(chosen.closingDate),
              chosen.quotations,
            )}
          </Text>
          {chosen.sealed && (
            <Badge size="xs" variant="light" color="grape" leftSection={<IconLock size={10} />}>
              {t.sealedBids}
            </Badge>
          )}
          {chosen.selectedSupplierName && (
            <Badge size="xs" variant="light" color="green">
              {t.awardedTo(chosen.selectedSupplierName)}
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
  const m = useText(awardMessages);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <ListEmpty query="" icon={icon} title={m.chooseTender} />
    </Paper>
  );
}
