import {
  Alert,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconAward, IconScale } from '@tabler/icons-react';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { MARGIN_TYPES, type SelectedQuotationView } from '@tenderdesk/domain/awards';
import type { MarginType } from '@tenderdesk/domain/money';
import { Fragment, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ListEmpty } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { numeric, TotalLine } from '../../components/total-line';
import { ApiError, errorMessage } from '../../lib/api';
import { PATHS } from '../../lib/paths';
import { formatDay, formatInstant, formatInstantDay } from '../../lib/portal-time';
import { isNotFound, useSelectedQuotation, useUpdateMargin } from './api';
import { checkMargin, marginInputText, marginPreview, quantity, rupees, TENDER_PARAM } from './award-rules';
import { QuotationTerms } from './quotation-lines';
import { ChooseTender, TenderPicker, useTenderParam } from './quoted-tender-select';

const BANNER_MS = 5_000;
const num = numeric;
const MARGIN_OPTIONS = MARGIN_TYPES.map((type) => ({ value: type, label: type }));

type Line = SelectedQuotationView['items'][number];

/** An awarded line's supplier: set when the tender is awarded by line (decision 033). */
const supplierOf = (line: Line) => line.supplierName;
const awardedByLine = (award: SelectedQuotationView) => award.mode === 'lines';

/** Lines awarded by line, grouped by supplier (each supplier's lines in the tender's order). */
function groupedLines(award: SelectedQuotationView): Line[] {
  if (!awardedByLine(award)) return award.items;
  const order = [...new Set(award.items.map(supplierOf))];
  return [...award.items].sort((a, b) => order.indexOf(supplierOf(a)) - order.indexOf(supplierOf(b)));
}
/** What is typed on a line and not yet applied. */
type Draft = { marginType: MarginType; marginValue: string };

/**
 * /selectedQuotationView (Selected Quotation, spec section 2; decision 026): the awarded quotation
 * of a tender with a margin per line. Apply sends one line's margin; every figure shown after it
 * is the server's answer. An unsaved input shows a preview computed with the domain's arithmetic.
 */
export function SelectedQuotationPage() {
  const [tenderId, setTenderId] = useTenderParam();
  const selected = useSelectedQuotation(tenderId);
  const { banner, show, clear } = useTimedBanner();

  return (
    <>
      <PageHeader
        title="Selected Quotation"
        description="The awarded quotation of a tender. Add a margin per item; margins are added before GST."
      />
      <Banner banner={banner} onClose={clear} />
      <Stack gap="md">
        <TenderPicker
          value={tenderId}
          onChange={(next) => {
            clear();
            setTenderId(next);
          }}
        />
        {tenderId === '' ? (
          <ChooseTender icon={<IconAward size={28} />} />
        ) : selected.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading">
            <Skeleton h={120} />
            <Skeleton h={220} />
          </Stack>
        ) : isNotFound(selected.error) ? (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
            <ListEmpty
              query=""
              icon={<IconAward size={28} />}
              title={errorMessage(selected.error, awardMessages.noneSelected)}
              description="Select a supplier's quotation on the comparison first."
              action={
                <Button
                  component={Link}
                  to={`${PATHS.compareQuotation}?${TENDER_PARAM}=${encodeURIComponent(tenderId)}`}
                  variant="light"
                  leftSection={<IconScale size={16} />}
                >
                  Compare quotations
                </Button>
              }
            />
          </Paper>
        ) : selected.isError || !selected.data ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title={errorMessage(selected.error, awardMessages.quotationsFailed)}
          >
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void selected.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Award
            key={selected.data.quotationId}
            award={selected.data}
            tenderId={tenderId}
            onSaved={(message) => show('success', message, BANNER_MS)}
            onFailed={(message) => show('error', message, BANNER_MS)}
            clearBanner={clear}
          />
        )}
      </Stack>
    </>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function Award({
  award,
  tenderId,
  onSaved,
  onFailed,
  clearBanner,
}: {
  award: SelectedQuotationView;
  tenderId: string;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
  clearBanner: () => void;
}) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const byLine = awardedByLine(award);
  const lines = groupedLines(award);
  const save = useUpdateMargin();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const draftOf = (line: Line): Draft =>
    drafts[line.lineId] ?? { marginType: line.marginType, marginValue: marginInputText(line.marginValue) };
  const edit = (line: Line, change: Partial<Draft>) => {
    setDrafts((current) => ({ ...current, [line.lineId]: { ...draftOf(line), ...change } }));
    setErrors(({ [line.lineId]: _gone, ...rest }) => rest);
  };

  const apply = (line: Line) => {
    const draft = draftOf(line);
    const checked = checkMargin(draft.marginValue);
    if (!checked.ok) {
      setErrors((current) => ({ ...current, [line.lineId]: checked.message }));
      return;
    }
    clearBanner();
    save.mutate(
      {
        tenderId,
        itemCode: line.itemCode,
        lineId: line.lineId,
        marginType: draft.marginType,
        marginValue: checked.value,
      },
      {
        onSuccess: (body) => {
          // The line now shows the server's saved figures.
          setDrafts(({ [line.lineId]: _saved, ...rest }) => rest);
          onSaved(body?.message || awardMessages.marginSaved);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.message) {
            setErrors((current) => ({ ...current, [line.lineId]: error.message }));
          } else onFailed(errorMessage(error, awardMessages.marginFailed));
        },
      },
    );
  };

  /** The line's margin and price with margin: the server's, or a preview of what is typed. */
  const figures = (line: Line) => {
    const draft = drafts[line.lineId];
    const changed =
      draft !== undefined &&
      (draft.marginType !== line.marginType ||
        draft.marginValue.trim() !== marginInputText(line.marginValue));
    const preview = changed ? marginPreview(line.total, draft.marginType, draft.marginValue) : null;
    return changed
      ? {
          preview: true,
          marginAmount: preview?.marginAmount ?? null,
          priceWithMargin: preview?.priceWithMargin ?? null,
        }
      : { preview: false, marginAmount: line.marginAmount, priceWithMargin: line.priceWithMargin };
  };

  const controls = (line: Line, index: number) => {
    const draft = draftOf(line);
    const busy = save.isPending && save.variables?.lineId === line.lineId;
    const n = index + 1;
    return {
      type: (
        <Select
          aria-label={`Margin type, line ${n}`}
          data={MARGIN_OPTIONS}
          value={draft.marginType}
          onChange={(value) => value && edit(line, { marginType: value as MarginType })}
          allowDeselect={false}
          disabled={busy}
          w={{ base: '100%', md: 136 }}
          size="xs"
        />
      ),
      input: (
        <TextInput
          aria-label={`Margin, line ${n}`}
          inputMode="decimal"
          value={draft.marginValue}
          onChange={(event) => edit(line, { marginValue: event.currentTarget.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(line);
          }}
          error={errors[line.lineId]}
          rightSection={
            <Text size="xs" c="dimmed" aria-hidden>
              {draft.marginType === 'Percentage' ? '%' : '₹'}
            </Text>
          }
          disabled={busy}
          size="xs"
          w={{ base: '100%', md: 92 }}
          data-testid="margin-input"
        />
      ),
      apply: (
        <Button
          size="xs"
          onClick={() => apply(line)}
          loading={busy}
          aria-label={`Apply margin, line ${n}`}
          data-testid="margin-apply"
        >
          Apply
        </Button>
      ),
    };
  };

  const amounts = (line: Line) => {
    const shown = figures(line);
    const style = shown.preview ? { ...num, fontStyle: 'italic' as const } : num;
    return {
      preview: shown.preview,
      marginAmount: (
        <Text size="sm" style={style} c={shown.preview ? 'dimmed' : undefined}>
          {rupees(shown.marginAmount)}
        </Text>
      ),
      priceWithMargin: (
        <Text size="sm" fw={600} style={style} c={shown.preview ? 'dimmed' : undefined}>
          {rupees(shown.priceWithMargin)}
        </Text>
      ),
    };
  };

  return (
    <>
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-label="Award"
        data-testid="award-card"
      >
        <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
          <Text component="h2" fw={650} fz="md" m={0}>
            {award.projectCode} – {award.projectTitle}
          </Text>
          <Group gap="xs">
            <Badge color="teal" variant="filled">
              {byLine ? 'Awarded by line' : 'Selected'} {formatInstantDay(award.selectedAt)}
            </Badge>
            <Button
              component={Link}
              to={`${PATHS.purchaseOrders}?${TENDER_PARAM}=${encodeURIComponent(tenderId)}`}
              size="xs"
              variant="light"
            >
              Purchase orders
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
          <Fact label="Project" value={award.projectName} />
          <Fact label="Org" value={award.organisation} />
          <Fact label="Supplier" value={award.supplierName} />
          <Fact label="Date" value={formatInstant(award.submittedAt)} />
        </SimpleGrid>
        <Divider my="sm" />
        <QuotationTerms
          reference={award.reference}
          deliveryDays={award.deliveryDays}
          validUntil={award.validUntil}
          formatDate={formatDay}
        />
      </Paper>

      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Quoted Items">
        <Text component="h2" fw={650} fz="md" mt={0} mb={2}>
          Quoted Items
        </Text>
        <Text size="xs" c="dimmed" mb="sm">
          A percentage adds that percent of the line total; a fixed amount adds the amount. Figures in italics
          are a preview until you press Apply.
        </Text>
        {wide ? (
          <Box
            style={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label="Quoted items, scrolls sideways"
          >
            <Table
              verticalSpacing="xs"
              horizontalSpacing={8}
              miw={960}
              aria-label="Quoted items"
              data-testid="selected-items"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th ta="right">Qty</Table.Th>
                  <Table.Th ta="right">Unit Price</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th>Margin Type</Table.Th>
                  <Table.Th>Margin</Table.Th>
                  <Table.Th ta="right">Margin Amount</Table.Th>
                  <Table.Th ta="right">Price with Margin</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line, index) => {
                  const control = controls(line, index);
                  const amount = amounts(line);
                  const group =
                    byLine && (index === 0 || supplierOf(lines[index - 1] as Line) !== supplierOf(line));
                  return (
                    <Fragment key={line.lineId}>
                      {group && (
                        <Table.Tr data-testid="supplier-group">
                          <Table.Th colSpan={8} scope="colgroup" bg="var(--mantine-color-gray-0)">
                            {supplierOf(line)}
                          </Table.Th>
                        </Table.Tr>
                      )}
                      <Table.Tr data-testid="selected-line">
                        <Table.Td miw={170}>
                          <Text size="sm" fw={500}>
                            {line.itemName}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {line.itemCode} · {line.partNo} · {line.manufacturer}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right" style={num}>
                          <Text size="sm" style={num}>
                            {quantity(line.qty)} {line.uom}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="sm" style={num}>
                            {rupees(line.unitPrice)}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="sm" style={num}>
                            {rupees(line.total)}
                          </Text>
                        </Table.Td>
                        <Table.Td>{control.type}</Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap" align="flex-start">
                            {control.input}
                            {control.apply}
                          </Group>
                        </Table.Td>
                        <Table.Td ta="right">{amount.marginAmount}</Table.Td>
                        <Table.Td ta="right">{amount.priceWithMargin}</Table.Td>
                      </Table.Tr>
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Box>
        ) : (
          <Stack gap="sm" role="list" aria-label="Quoted items">
            {lines.map((line, index) => {
              const control = controls(line, index);
              const amount = amounts(line);
              return (
                <Paper key={line.lineId} withBorder p="sm" role="listitem" data-testid="selected-line">
                  <Stack gap={6}>
                    {byLine && (
                      <Text size="xs" fw={700} data-testid="line-supplier">
                        {supplierOf(line)}
                      </Text>
                    )}
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {index + 1}. {line.itemName}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {line.itemCode} · {line.partNo} · {line.manufacturer}
                        </Text>
                      </Stack>
                      <Text size="sm" fw={600} style={num}>
                        {rupees(line.total)}
                      </Text>
                    </Group>
                    <Text size="xs" style={num}>
                      {quantity(line.qty)} {line.uom} × {rupees(line.unitPrice)}
                    </Text>
                    <SimpleGrid cols={2} spacing="xs">
                      {control.type}
                      {control.input}
                    </SimpleGrid>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Stack gap={0}>
                        <Text size="xs" c="dimmed">
                          Margin Amount{amount.preview ? ' (preview)' : ''}
                        </Text>
                        {amount.marginAmount}
                      </Stack>
                      <Stack gap={0} align="flex-end">
                        <Text size="xs" c="dimmed">
                          Price with Margin
                        </Text>
                        {amount.priceWithMargin}
                      </Stack>
                    </Group>
                    {control.apply}
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        )}

        <Paper
          withBorder
          p="sm"
          mt="md"
          maw={{ base: '100%', sm: 420 }}
          ml={{ sm: 'auto' }}
          data-testid="selected-totals"
        >
          <Stack gap={4}>
            <TotalLine label="Quoted total (before GST)" value={rupees(award.total)} />
            <TotalLine label="Margin Total" value={rupees(award.marginTotal)} testId="margin-total" />
            <Divider />
            <TotalLine label="Grand Total" value={rupees(award.grandTotal)} strong testId="grand-total" />
            <Text size="xs" c="dimmed" ta="right">
              Before GST. Quoted GST {rupees(award.gstTotal)}; quoted total with GST{' '}
              {rupees(award.totalWithGst)}.
            </Text>
          </Stack>
        </Paper>
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Notes">
        <Text component="h2" fw={650} fz="md" mt={0} mb="xs">
          Notes
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {award.notes || '-'}
        </Text>
      </Paper>
    </>
  );
}
