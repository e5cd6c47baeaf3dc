import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconAward, IconScale } from '@tabler/icons-react';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { MARGIN_TYPES, type SelectedLineView, type SelectedQuotationView } from '@tenderdesk/domain/awards';
import type { MarginType } from '@tenderdesk/domain/money';
import { awardsText } from '@tenderdesk/domain/ui/awards';
import { selectedText } from '@tenderdesk/domain/ui/selected-quotation';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CardHeading } from '../../components/card-heading';
import { ListEmpty, LoadingBlock } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { type RowColumn, RowView } from '../../components/row-view';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { numeric, TotalLine } from '../../components/total-line';
import { ApiError, errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { formatDay, formatInstant, formatInstantDay } from '../../lib/portal-time';
import { isNotFound, useSelectedQuotation, useUpdateMargin } from './api';
import {
  checkMargin,
  gstSplitText,
  marginInputText,
  marginPreview,
  quantity,
  rupees,
  TENDER_PARAM,
} from './award-rules';
import { QuotationTerms } from './quotation-lines';
import { ChooseTender, TenderPicker, useTenderParam } from './quoted-tender-select';

const BANNER_MS = 5_000;
const num = numeric;
/** Each margin type with the key of its label in `selectedText.marginTypes`. */
const MARGIN_LABEL_KEY = {
  Percentage: 'percentage',
  'Fixed Amount': 'fixedAmount',
} as const satisfies Record<MarginType, keyof typeof selectedText.marginTypes>;

type Line = SelectedLineView;

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
  const t = useText(selectedText);
  const ui = useText(awardsText);
  const m = useText(awardMessages);

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
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
          <LoadingBlock gap="xs" heights={[120, 220]} />
        ) : isNotFound(selected.error) ? (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
            <ListEmpty
              query=""
              icon={<IconAward size={28} />}
              title={errorMessage(selected.error, m.noneSelected)}
              description={t.noneHint}
              action={
                <Button
                  component={Link}
                  to={`${PATHS.compareQuotation}?${TENDER_PARAM}=${encodeURIComponent(tenderId)}`}
                  variant="light"
                  leftSection={<IconScale size={16} />}
                >
                  {t.compareQuotations}
                </Button>
              }
            />
          </Paper>
        ) : selected.isError || !selected.data ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title={errorMessage(selected.error, m.quotationsFailed)}
          >
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void selected.refetch()}>
              {ui.tryAgain}
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

type AwardProps = {
  award: SelectedQuotationView;
  tenderId: string;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
  clearBanner: () => void;
};

/** The award: its facts, the quoted items with a margin each, the totals, the notes. */
function Award({ award, tenderId, onSaved, onFailed, clearBanner }: AwardProps) {
  const margins = useMargins({ tenderId, onSaved, onFailed, clearBanner });
  const t = useText(selectedText);
  return (
    <>
      <AwardFacts award={award} tenderId={tenderId} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={t.quotedItemsHeading}>
        <Text component="h2" fw={650} fz="md" mt={0} mb={2}>
          {t.quotedItemsHeading}
        </Text>
        <Text size="xs" c="dimmed" mb="sm">
          {t.marginHint}
        </Text>
        <SelectedLines award={award} margins={margins} />
        <SelectedTotals award={award} />
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t.notes}>
        <Text component="h2" fw={650} fz="md" mt={0} mb="xs">
          {t.notes}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {award.notes || '-'}
        </Text>
      </Paper>
    </>
  );
}

/** Project, organisation, supplier and date of the award, its terms, and the way to its orders. */
function AwardFacts({ award, tenderId }: { award: SelectedQuotationView; tenderId: string }) {
  const t = useText(selectedText);
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={t.award}
      data-testid="award-card"
    >
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Text component="h2" fw={650} fz="md" m={0}>
          {award.projectCode} – {award.projectTitle}
        </Text>
        <Group gap="xs">
          <Badge color="teal" variant="filled">
            {awardedByLine(award)
              ? t.awardedByLineOn(formatInstantDay(award.selectedAt))
              : t.selectedOn(formatInstantDay(award.selectedAt))}
          </Badge>
          <Button
            component={Link}
            to={`${PATHS.purchaseOrders}?${TENDER_PARAM}=${encodeURIComponent(tenderId)}`}
            size="xs"
            variant="light"
          >
            {t.purchaseOrders}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Fact label={t.project} value={award.projectName} />
        <Fact label={t.org} value={award.organisation} />
        <Fact label={t.supplier} value={award.supplierName} />
        <Fact label={t.date} value={formatInstant(award.submittedAt)} />
      </SimpleGrid>
      <Divider my="sm" />
      <QuotationTerms
        reference={award.reference}
        deliveryDays={award.deliveryDays}
        validUntil={award.validUntil}
        formatDate={formatDay}
      />
    </Paper>
  );
}

/** A line's margin inputs (type, value, Apply) and its figures (margin amount, price with margin). */
type Margins = {
  controls: (line: Line, index: number) => { type: ReactNode; input: ReactNode; apply: ReactNode };
  amounts: (line: Line) => { preview: boolean; marginAmount: ReactNode; priceWithMargin: ReactNode };
};

/**
 * The margins typed on the lines: Apply sends one line's margin and the line then shows the
 * server's figures; until then what is typed shows as an italic preview.
 */
function useMargins({ tenderId, onSaved, onFailed, clearBanner }: Omit<AwardProps, 'award'>): Margins {
  const save = useUpdateMargin();
  const t = useText(selectedText);
  const m = useText(awardMessages);
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
    const checked = checkMargin(draft.marginValue, m);
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
          onSaved(body?.message || m.marginSaved);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.message) {
            setErrors((current) => ({ ...current, [line.lineId]: error.message }));
          } else onFailed(errorMessage(error, m.marginFailed));
        },
      },
    );
  };

  const controls = (line: Line, index: number) => {
    const draft = draftOf(line);
    const busy = save.isPending && save.variables?.lineId === line.lineId;
    const n = index + 1;
    return {
      type: (
        <Select
          aria-label={t.marginTypeLabel(n)}
          data={MARGIN_TYPES.map((type) => ({ value: type, label: t.marginTypes[MARGIN_LABEL_KEY[type]] }))}
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
          aria-label={t.marginLabel(n)}
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
          aria-label={t.applyLabel(n)}
          data-testid="margin-apply"
        >
          {t.apply}
        </Button>
      ),
    };
  };

  const amounts = (line: Line) => {
    const shown = shownFigures(line, drafts[line.lineId]);
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

  return { controls, amounts };
}

/** The line's margin and price with margin: the server's, or a preview of what is typed. */
function shownFigures(line: Line, draft: Draft | undefined) {
  const changed =
    draft !== undefined &&
    (draft.marginType !== line.marginType || draft.marginValue.trim() !== marginInputText(line.marginValue));
  if (!changed) {
    return { preview: false, marginAmount: line.marginAmount, priceWithMargin: line.priceWithMargin };
  }
  const preview = marginPreview(line.total, draft.marginType, draft.marginValue);
  return {
    preview: true,
    marginAmount: preview?.marginAmount ?? null,
    priceWithMargin: preview?.priceWithMargin ?? null,
  };
}

const numberText = (value: ReactNode) => (
  <Text size="sm" style={num}>
    {value}
  </Text>
);

/** Item, Qty, Unit Price, Total, Margin Type, Margin (with Apply), Margin Amount, Price with Margin. */
function selectedColumns(
  { controls, amounts }: Margins,
  { columns: c }: typeof selectedText,
): RowColumn<Line>[] {
  return [
    {
      key: 'item',
      header: c.item,
      miw: 170,
      cell: (line) => (
        <>
          <Text size="sm" fw={500}>
            {line.itemName}
          </Text>
          <Text size="xs" c="dimmed">
            {line.itemCode} · {line.partNo} · {line.manufacturer}
          </Text>
        </>
      ),
    },
    {
      key: 'qty',
      header: c.qty,
      align: 'right',
      cellProps: { style: num },
      cell: (line) => numberText(`${quantity(line.qty)} ${line.uom}`),
    },
    {
      key: 'unitPrice',
      header: c.unitPrice,
      align: 'right',
      cell: (line) => numberText(rupees(line.unitPrice)),
    },
    { key: 'total', header: c.total, align: 'right', cell: (line) => numberText(rupees(line.total)) },
    { key: 'marginType', header: c.marginType, cell: (line, index) => controls(line, index).type },
    {
      key: 'margin',
      header: c.margin,
      cell: (line, index) => {
        const control = controls(line, index);
        return (
          <Group gap={6} wrap="nowrap" align="flex-start">
            {control.input}
            {control.apply}
          </Group>
        );
      },
    },
    {
      key: 'marginAmount',
      header: c.marginAmount,
      align: 'right',
      cell: (line) => amounts(line).marginAmount,
    },
    {
      key: 'priceWithMargin',
      header: c.priceWithMargin,
      align: 'right',
      cell: (line) => amounts(line).priceWithMargin,
    },
  ];
}

/** The quoted items: a table from 62em (grouped by supplier when awarded by line), else a card each. */
function SelectedLines({ award, margins }: { award: SelectedQuotationView; margins: Margins }) {
  const t = useText(selectedText);
  const byLine = awardedByLine(award);
  const lines = groupedLines(award);
  const columns = selectedColumns(margins, t);
  const groupHeading = (line: Line, index: number) =>
    (index === 0 || supplierOf(lines[index - 1] as Line) !== supplierOf(line)) && (
      <Table.Tr data-testid="supplier-group">
        <Table.Th colSpan={columns.length} scope="colgroup" bg="var(--mantine-color-gray-0)">
          {supplierOf(line)}
        </Table.Th>
      </Table.Tr>
    );
  return (
    <RowView
      rows={lines}
      rowKey={(line) => line.lineId}
      columns={columns}
      label={t.quotedItems}
      minWidth={960}
      scroll="region"
      look={{ verticalSpacing: 'xs', horizontalSpacing: 8, testId: 'selected-items' }}
      rowTestId="selected-line"
      wideFrom="md"
      before={byLine ? groupHeading : undefined}
      card={(line, index) => <SelectedLineCard line={line} index={index} byLine={byLine} margins={margins} />}
      cardLook={{ gap: 'sm', p: 'sm', list: true }}
    />
  );
}

type LineCardProps = { line: Line; index: number; byLine: boolean; margins: Margins };

/** A quoted item on a phone: its supplier (by line), item, amounts, margin inputs and Apply. */
function SelectedLineCard({ line, index, byLine, margins }: LineCardProps) {
  const control = margins.controls(line, index);
  const amount = margins.amounts(line);
  const t = useText(selectedText);
  return (
    <Stack gap={6}>
      {byLine && (
        <Text size="xs" fw={700} data-testid="line-supplier">
          {supplierOf(line)}
        </Text>
      )}
      <CardHeading
        title={`${index + 1}. ${line.itemName}`}
        subtitle={`${line.itemCode} · ${line.partNo} · ${line.manufacturer}`}
        aside={
          <Text size="sm" fw={600} style={num}>
            {rupees(line.total)}
          </Text>
        }
      />
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
            {amount.preview ? t.marginAmountPreview : t.columns.marginAmount}
          </Text>
          {amount.marginAmount}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {t.columns.priceWithMargin}
          </Text>
          {amount.priceWithMargin}
        </Stack>
      </Group>
      {control.apply}
    </Stack>
  );
}

/** Quoted total, margin total and grand total, before GST. */
function SelectedTotals({ award }: { award: SelectedQuotationView }) {
  const t = useText(selectedText);
  const ui = useText(awardsText);
  const split =
    award.gstSplit.bySupplier.length === 1 && award.gstSplit.bySupplier[0]
      ? gstSplitText(award.gstSplit.bySupplier[0], ui)
      : [
          award.gstSplit.cgst ? `CGST ${rupees(award.gstSplit.cgst)}` : '',
          award.gstSplit.sgst ? `SGST ${rupees(award.gstSplit.sgst)}` : '',
          award.gstSplit.igst ? `IGST ${rupees(award.gstSplit.igst)}` : '',
        ]
          .filter(Boolean)
          .join(' + ') || rupees(0);
  return (
    <Paper
      withBorder
      p="sm"
      mt="md"
      maw={{ base: '100%', sm: 420 }}
      ml={{ sm: 'auto' }}
      data-testid="selected-totals"
    >
      <Stack gap={4}>
        <TotalLine label={t.quotedTotal} value={rupees(award.total)} />
        <TotalLine label={t.marginTotal} value={rupees(award.marginTotal)} testId="margin-total" />
        <Divider />
        <TotalLine label={t.grandTotal} value={rupees(award.grandTotal)} strong testId="grand-total" />
        <Text size="xs" c="dimmed" ta="right">
          {t.beforeGst(rupees(award.gstTotal), rupees(award.totalWithGst))}
        </Text>
        <Text size="xs" c="dimmed" ta="right" data-testid="gst-split">
          {t.gstSplit(split, rupees(award.gstSplit.total))}
        </Text>
      </Stack>
    </Paper>
  );
}
