import { Alert, Badge, Box, Button, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconEraser, IconLock, IconTrophy } from '@tabler/icons-react';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import type { ComparisonView } from '@tenderdesk/domain/comparison';
import type { LineAwardsView } from '@tenderdesk/domain/line-awards';
import { messages } from '@tenderdesk/domain/messages';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import { awardsText } from '@tenderdesk/domain/ui/awards';
import { lineAwardText } from '@tenderdesk/domain/ui/line-award';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingBlock } from '../../components/list-states';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
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
  const ui = useText(awardsText);
  const text = useText(purchaseOrderMessages);
  const award = useText(awardMessages);
  if (awards.isPending) {
    return <LoadingBlock gap="xs" heights={[40, 200]} />;
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
          {ui.tryAgain}
        </Button>
      </Alert>
    );
  }
  // Awards wait for the close (decision 039): say when instead of offering a save that fails.
  const opens = awardOpensText(awards.data, award);
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
  const t = useText(lineAwardText);
  const ui = useText(awardsText);
  const text = useText(purchaseOrderMessages);
  const msg = useText(messages);
  const options = useMemo(() => lineOptions(view, t), [view, t]);
  const [choices, setChoices] = useState<LineChoices>(() => storedChoices(awards));
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const save = useSaveLineAwards(view.tender._id);
  const clear = useClearLineAwards(view.tender._id);
  const busy = save.isPending || clear.isPending;
  // A saved (or elsewhere changed) award is the new starting point.
  useEffect(() => setChoices(storedChoices(awards)), [awards]);

  const wholeSupplier = awards.mode === 'quotation' ? (awards.suppliers[0]?.supplierName ?? null) : null;
  const plan = savePlan(awards, wholeSupplier, text, ui);
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
      aria-label={t.awardFor(itemCode)}
      value={choices[itemId] ?? ''}
      onChange={(event) => {
        const lineId = event.currentTarget.value;
        setChoices((current) => ({ ...current, [itemId]: lineId }));
      }}
      disabled={locked || busy}
      data={[
        { value: '', label: t.notAwarded },
        ...(options.get(itemId) ?? []).map((option) => ({
          value: option.value,
          label: option.lowest ? t.lowestOption(option.label) : option.label,
        })),
      ]}
      size="xs"
      w={{ base: '100%', sm: 320 }}
      data-testid="line-award-select"
    />
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label={t.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text component="h2" fw={650} fz="md" m={0}>
              {t.title}
            </Text>
            <Text size="xs" c="dimmed">
              {t.hint}
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
        <Stack gap={0} role="list" aria-label={t.itemsToAward}>
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
                  {msg.quotation.notQuoted}
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
                {t.clear}
              </Button>
            )}
            <Button
              variant="default"
              size="sm"
              leftSection={<IconTrophy size={14} />}
              onClick={() => setChoices((current) => preselectLowest(awards, current))}
              disabled={busy}
            >
              {t.preselectLowest}
            </Button>
            <Button
              size="sm"
              onClick={() => setConfirming(true)}
              disabled={chosen === 0 || !changed || clear.isPending}
              loading={save.isPending}
            >
              {t.save}
            </Button>
          </Group>
        )}
        {awards.mode !== null && awards.suppliers.length > 0 && <AwardedSuppliers awards={awards} />}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={plan.replace ? t.changeAward : t.title}
        message={plan.confirm}
        confirmLabel={plan.replace ? t.changeAward : t.saveConfirm}
        loading={save.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog
        opened={clearing}
        title={t.clear}
        message={text.confirmClearLineAwards(awards.draftOrders)}
        confirmLabel={t.clearConfirm}
        danger
        loading={clear.isPending}
        onConfirm={runClear}
        onCancel={() => setClearing(false)}
      />
    </Paper>
  );
}

function AwardState({ awards }: { awards: LineAwardsView }) {
  const t = useText(lineAwardText);
  if (awards.mode === null) {
    return (
      <Badge variant="light" color="gray" data-testid="line-award-state">
        {t.notAwarded}
      </Badge>
    );
  }
  return (
    <Stack gap={2} align="flex-end">
      <Badge variant="filled" color="teal" data-testid="line-award-state">
        {awards.mode === 'lines' ? t.awardedByLine : t.wholeAwarded}
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
  const t = useText(lineAwardText);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t.awardedSuppliers}
      </Text>
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t.awardedSuppliersRegion}>
        <Table verticalSpacing={6} miw={420} aria-label={t.awardedSuppliers} data-testid="awarded-suppliers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.supplier}</Table.Th>
              <Table.Th ta="right">{t.lines}</Table.Th>
              <Table.Th ta="right">{t.totalBeforeGst}</Table.Th>
              <Table.Th ta="right">{t.withGst}</Table.Th>
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
                {t.total}
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
