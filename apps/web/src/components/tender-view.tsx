import { Alert, Box, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import {
  HSN_SAC_LABEL,
  TENDER_FIELD_LABELS,
  TENDER_FILE_KINDS,
  TENDER_FILE_LABELS,
  TENDER_ITEM_LABELS,
  type Tender,
  type TenderFile,
  type TenderFileKind,
} from '@tenderdesk/domain/tender-rules';
import { tenderViewText } from '@tenderdesk/domain/ui/tender-view';
import { type ReactNode, useState } from 'react';
import { useText } from '../lib/i18n';
import { formatDay } from '../lib/portal-time';
import { ListTable } from './list-table';
import { ProtectedFileButton } from './protected-file-button';

type Props = {
  tender: Tender;
  /** 'Download File n' on the published tender's page, 'View File n' on a draft's (spec section 2). */
  fileLabel: 'Download File' | 'View File';
  /** The protected address of a tender file (0-based index), fetched with the bearer token. */
  downloadPath: (kind: TenderFileKind, index: number) => string;
};

/**
 * A tender, read-only (spec section 2, /tender-details/{id} and /draft-view/{id}; the supplier's
 * /rfq/{id} reuses it): its fields with the dates in en-GB, its items, and its attachments with a
 * 'Download File n' / 'View File n' button per file or 'No file'. The page around it owns the h1.
 */
export function TenderView({ tender, fileLabel, downloadPath }: Props) {
  return (
    <Stack gap="md" data-testid="tender-view">
      <TenderFields tender={tender} />
      <TenderItems tender={tender} />
      <TenderAttachments tender={tender} fileLabel={fileLabel} downloadPath={downloadPath} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Text component="h2" fw={650} fz="md" mb="sm" mt={0}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/** `testLabel`: the label in English, which names the field's test id in every language. */
function Field({
  label,
  testLabel = label,
  value,
  wide,
}: {
  label: string;
  testLabel?: string;
  value: ReactNode;
  wide?: boolean;
}) {
  return (
    <Stack gap={0} style={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        fw={500}
        style={{ overflowWrap: 'anywhere', whiteSpace: wide ? 'pre-wrap' : undefined }}
        data-testid={`tender-field-${testLabel}`}
      >
        {value || '-'}
      </Text>
    </Stack>
  );
}

/** "Plant, Bengaluru · Bengaluru, Karnataka · GSTIN 29…": the unit a tender buys for (issue 20). */
export function buyingUnitText(unit: NonNullable<Tender['buyingUnit']>): string {
  return [unit.name, `${unit.city}, ${unit.stateName}`, unit.gstin ? `GSTIN ${unit.gstin}` : '']
    .filter(Boolean)
    .join(' · ');
}

function TenderFields({ tender }: { tender: Tender }) {
  const t = useText(tenderViewText);
  const m = useText(messages);
  const labels = useText(TENDER_FIELD_LABELS);
  const field = (name: keyof typeof TENDER_FIELD_LABELS) => ({
    label: labels[name],
    testLabel: TENDER_FIELD_LABELS[name],
  });
  return (
    <Section title={t.information}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Field {...field('projectCode')} value={tender.projectCode} />
        <Field {...field('projectName')} value={tender.projectName} />
        <Field {...field('organisation')} value={tender.organisation} />
        <Field {...field('projectTitle')} value={tender.projectTitle} />
        <Field {...field('supplyCategory')} value={tender.supplyCategory} />
        <Field {...field('publishingDate')} value={formatDay(tender.publishingDate, 'numeric')} />
        <Field {...field('closingDate')} value={formatDay(tender.closingDate, 'numeric')} />
        {tender.buyingUnit && (
          <Field
            label={t.buyingUnit}
            testLabel={tenderViewText.buyingUnit}
            value={buyingUnitText(tender.buyingUnit)}
          />
        )}
        {tender.sealed && (
          <Field
            label={t.bidding}
            testLabel={tenderViewText.bidding}
            value={`${m.tender.sealedLabel}: ${m.tender.sealedHint}`}
          />
        )}
        <Field {...field('projectScope')} value={tender.projectScope} wide />
      </SimpleGrid>
    </Section>
  );
}

/** A quantity as stored: exact, 2 decimals. */
export function formatQty(qty: number | string): string {
  const value = Number(qty);
  return Number.isFinite(value) ? value.toFixed(2) : String(qty);
}

const ITEM_COLUMNS = ['itemCode', 'itemName', 'partNo', 'manufacturer', 'hsnSac', 'uom', 'qty'] as const;

function TenderItems({ tender }: { tender: Tender }) {
  const t = useText(tenderViewText);
  const headers = { ...useText(TENDER_ITEM_LABELS), hsnSac: HSN_SAC_LABEL };
  return (
    <Section title={t.items}>
      {tender.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noItems}
        </Text>
      ) : (
        // Scrolls inside itself on a phone; focusable so the keyboard can scroll it too.
        <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t.itemsScroll}>
          <Table verticalSpacing="sm" miw={720} aria-label={t.items}>
            <Table.Thead>
              <Table.Tr>
                {ITEM_COLUMNS.map((column) => (
                  <Table.Th key={column} ta={column === 'qty' ? 'right' : undefined}>
                    {headers[column]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tender.items.map((item) => (
                <Table.Tr key={item._id} data-testid="tender-item-row">
                  <Table.Td>{item.itemCode}</Table.Td>
                  <Table.Td>{item.itemName}</Table.Td>
                  <Table.Td>{item.partNo}</Table.Td>
                  <Table.Td>{item.manufacturer}</Table.Td>
                  <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{item.hsnSac || '-'}</Table.Td>
                  <Table.Td>{item.uom}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatQty(item.qty)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Section>
  );
}

function filesOf(tender: Tender, kind: TenderFileKind): { name: string; file?: TenderFile }[] {
  const names = tender[kind] ?? [];
  const details = (kind === 'scopeOfWork' ? tender.scopeOfWorkFiles : tender.rfqFiles) ?? [];
  return names.map((name, index) => ({ name, file: details[index] }));
}

function TenderAttachments({ tender, fileLabel, downloadPath }: Props) {
  const [error, setError] = useState<string | null>(null);
  const t = useText(tenderViewText);
  const fileLabels = useText(TENDER_FILE_LABELS);
  const columns = TENDER_FILE_KINDS.map((kind) => filesOf(tender, kind));
  const rows = Math.max(1, ...columns.map((files) => files.length));
  return (
    <Section title={t.attachments}>
      {error && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          mb="sm"
          withCloseButton
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      )}
      <ListTable
        label={t.attachments}
        minWidth={300}
        highlightOnHover={false}
        head={TENDER_FILE_KINDS.map((kind) => <Table.Th key={kind}>{fileLabels[kind]}</Table.Th>)}
      >
        {Array.from({ length: rows }, (_, row) => (
          <Table.Tr key={row}>
            {TENDER_FILE_KINDS.map((kind, column) => {
              const entry = columns[column]?.[row];
              return (
                <Table.Td key={kind} data-testid={`tender-file-${kind}-${row}`}>
                  {entry ? (
                    <Stack gap={2} align="flex-start">
                      <ProtectedFileButton
                        path={downloadPath(kind, row)}
                        text={fileLabel === 'View File' ? t.viewFile(row + 1) : t.downloadFile(row + 1)}
                        label={fileLabels[kind]}
                        onError={setError}
                      />
                      {entry.file?.originalName && (
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {entry.file.originalName}
                        </Text>
                      )}
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t.noFile}
                    </Text>
                  )}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </ListTable>
    </Section>
  );
}
