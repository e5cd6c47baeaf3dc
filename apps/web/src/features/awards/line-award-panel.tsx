import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconEraser, IconLock, IconTrophy } from '@tabler/icons-react';
import type { ComparisonView } from '@tenderdesk/domain/comparison';
import type { LineAwardsView } from '@tenderdesk/domain/line-awards';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { formatInstant } from '../../lib/portal-time';
import { awardOpensText, quantity, rupees } from './award-rules';
import { useClearLineAwards, useLineAwards, useSaveLineAwards } from './line-award-api';
import {
  choicesChanged,
  type LineChoices,
  lineAwardsBody,
  lineOptions,
  preselectLowest,
  savePlan,
  storedChoices,
} from './line-award-rules';

const num: CSSProperties = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };

type Props = {
  view: ComparisonView;
  /** The banner of the compare screen. */
  onResult: (kind: 'success' | 'error', message: string) => void;
};

/**
 * "Award by line" (issue 12, decision 033): for each tender item, one approved supplier's quoted
 * line, the lowest preselected on request; saved as a set (confirmed, and confirmed as a
 * replacement when the whole quotation of a supplier is awarded or draft orders would be
 * discarded). Frozen once a purchase order of the tender is issued. A chunk of its own, loaded
 * when the mode is chosen, which keeps the compare screen inside its budget.
 */
export function LineAwardPanel({ view, onResult }: Props) {
  const tenderId = view.tender._id;
  const awards = useLineAwards(tenderId);
  if (awards.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading">
        <Skeleton h={40} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (awards.isError || !awards.data) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        title={errorMessage(awards.error, text.loadFailed)}
      >
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void awards.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  // Awards wait for the close (decision 039): say when instead of offering a save that fails.
  const opens = awardOpensText(awards.data);
  if (opens) {
    return (
      <Alert color="blue" icon={<IconLock size={18} aria-hidden />} data-testid="line-award-waiting">
        {opens}
      </Alert>
    );
  }
  return <LineAwardForm view={view} awards={awards.data} onResult={onResult} />;
}

function LineAwardForm({ view, awards, onResult }: Props & { awards: LineAwardsView }) {
  const options = useMemo(() => lineOptions(view), [view]);
  const [choices, setChoices] = useState<LineChoices>(() => storedChoices(awards));
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const save = useSaveLineAwards(view.tender._id);
  const clear = useClearLineAwards(view.tender._id);
  const busy = save.isPending || clear.isPending;
  // A saved (or elsewhere changed) award is the new starting point.
  useEffect(() => setChoices(storedChoices(awards)), [awards]);

  const wholeSupplier = awards.mode === 'quotation' ? (awards.suppliers[0]?.supplierName ?? null) : null;
  const plan = savePlan(awards, wholeSupplier);
  const chosen = Object.values(choices).filter((lineId) => lineId !== '').length;
  const changed = choicesChanged(awards, choices);
  const locked = awards.locked;

  const run = () => {
    save.mutate(lineAwardsBody(choices, plan.replace), {
      onSuccess: (body) => onResult('success', body?.message || text.lineAwardsSaved),
      onError: (error) => onResult('error', errorMessage(error, text.lineAwardsFailed)),
      onSettled: () => setConfirming(false),
    });
  };

  const runClear = () => {
    clear.mutate(undefined, {
      onSuccess: (body) => onResult('success', body?.message || text.lineAwardsCleared),
      onError: (error) => onResult('error', errorMessage(error, text.clearLineAwardsFailed)),
      onSettled: () => setClearing(false),
    });
  };

  const picker = (itemId: string, itemCode: string) => (
    <NativeSelect
      aria-label={`Award for ${itemCode}`}
      value={choices[itemId] ?? ''}
      onChange={(event) => {
        const lineId = event.currentTarget.value;
        setChoices((current) => ({ ...current, [itemId]: lineId }));
      }}
      disabled={locked || busy}
      data={[
        { value: '', label: 'Not awarded' },
        ...(options.get(itemId) ?? []).map((option) => ({
          value: option.value,
          label: option.lowest ? `${option.label} (lowest)` : option.label,
        })),
      ]}
      size="xs"
      w={{ base: '100%', sm: 320 }}
      data-testid="line-award-select"
    />
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Award by line">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text component="h2" fw={650} fz="md" m={0}>
              Award by line
            </Text>
            <Text size="xs" c="dimmed">
              Give each item to one supplier's quoted line. Each awarded supplier gets its own purchase order.
            </Text>
          </Stack>
          <AwardState awards={awards} />
        </Group>
        {locked && (
          <Alert
            color="gray"
            icon={<IconLock size={18} />}
            title={text.ordersIssued}
            data-testid="award-locked"
          />
        )}
        <Stack gap={0} role="list" aria-label="Items to award">
          {view.items.map((item) => (
            <Group
              key={item.tenderItemId}
              role="listitem"
              justify="space-between"
              align="center"
              gap="xs"
              py={8}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              data-testid="line-award-item"
            >
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {item.itemName}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.itemCode} · {quantity(item.qty)} {item.uom}
                </Text>
              </Stack>
              {(options.get(item.tenderItemId) ?? []).length === 0 ? (
                <Text size="sm" c="dimmed" fs="italic">
                  Not quoted
                </Text>
              ) : (
                picker(item.tenderItemId, item.itemCode)
              )}
            </Group>
          ))}
        </Stack>
        {!locked && (
          <Group gap="xs" justify="flex-end">
            {awards.mode === 'lines' && (
              <Button
                variant="subtle"
                color="red"
                size="sm"
                leftSection={<IconEraser size={14} />}
                onClick={() => setClearing(true)}
                disabled={save.isPending}
                loading={clear.isPending}
              >
                Clear line awards
              </Button>
            )}
            <Button
              variant="default"
              size="sm"
              leftSection={<IconTrophy size={14} />}
              onClick={() => setChoices((current) => preselectLowest(awards, current))}
              disabled={busy}
            >
              Preselect lowest
            </Button>
            <Button
              size="sm"
              onClick={() => setConfirming(true)}
              disabled={chosen === 0 || !changed || clear.isPending}
              loading={save.isPending}
            >
              Save line awards
            </Button>
          </Group>
        )}
        {awards.mode !== null && awards.suppliers.length > 0 && <AwardedSuppliers awards={awards} />}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={plan.replace ? 'Change award' : 'Award by line'}
        message={plan.confirm}
        confirmLabel={plan.replace ? 'Change award' : 'Save'}
        loading={save.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog
        opened={clearing}
        title="Clear line awards"
        message={text.confirmClearLineAwards(awards.draftOrders)}
        confirmLabel="Clear"
        danger
        loading={clear.isPending}
        onConfirm={runClear}
        onCancel={() => setClearing(false)}
      />
    </Paper>
  );
}

function AwardState({ awards }: { awards: LineAwardsView }) {
  if (awards.mode === null) {
    return (
      <Badge variant="light" color="gray" data-testid="line-award-state">
        Not awarded
      </Badge>
    );
  }
  return (
    <Stack gap={2} align="flex-end">
      <Badge variant="filled" color="teal" data-testid="line-award-state">
        {awards.mode === 'lines' ? 'Awarded by line' : 'Whole quotation awarded'}
      </Badge>
      {awards.selectedAt && (
        <Text size="xs" c="dimmed">
          {formatInstant(awards.selectedAt)}
        </Text>
      )}
    </Stack>
  );
}

/** What each awarded supplier's purchase order would carry. */
function AwardedSuppliers({ awards }: { awards: LineAwardsView }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Awarded suppliers
      </Text>
      <Box
        style={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label="Awarded suppliers, scrolls sideways"
      >
        <Table verticalSpacing={6} miw={420} aria-label="Awarded suppliers" data-testid="awarded-suppliers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Supplier</Table.Th>
              <Table.Th ta="right">Lines</Table.Th>
              <Table.Th ta="right">Total before GST</Table.Th>
              <Table.Th ta="right">With GST</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {awards.suppliers.map((supplier) => (
              <Table.Tr key={supplier.supplierId} data-testid="awarded-supplier">
                <Table.Td>
                  <Text size="sm">{supplier.supplierName}</Text>
                </Table.Td>
                <Table.Td ta="right">{supplier.lines}</Table.Td>
                <Table.Td ta="right" style={num}>
                  {rupees(supplier.total)}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {rupees(supplier.totalWithGst)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={2}>
                Total
              </Table.Th>
              <Table.Td ta="right" style={num}>
                {rupees(awards.total)}
              </Table.Td>
              <Table.Td ta="right" style={num} fw={700} data-testid="line-award-total">
                {rupees(awards.totalWithGst)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Box>
    </Stack>
  );
}
