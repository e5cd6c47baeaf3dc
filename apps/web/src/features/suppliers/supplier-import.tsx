import { Alert, Button, Group, Radio, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { importMessages } from '@tenderdesk/domain/import-messages';
import { supplierImportText } from '@tenderdesk/domain/ui/supplier-import';
import { useState } from 'react';
import { ProblemsTable } from '../../components/sheet-import/problems-table';
import { type CheckedFile, SheetImportModal } from '../../components/sheet-import/sheet-import-modal';
import { errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import {
  type ImportedSupplierRow,
  SUPPLIER_TEMPLATE,
  type SupplierImportAnswer,
  sendSuppliersFile,
  useSupplierListsRefresh,
} from './api';

/*
 * "Import suppliers" on the admin supplier lists (issue 23 item 3): the status the new suppliers
 * get, the file checked (preview), then imported: the valid rows are created, each emailed a link
 * to set its password, and the answer shows every row's result; the lists refresh.
 */

type Status = 'Pending' | 'Active';

function ResultTable({ answer }: { answer: SupplierImportAnswer }) {
  const t = useText(supplierImportText);
  const text = useText(importMessages).suppliers;
  const problems = answer.rows.flatMap((row) => row.problems);
  return (
    <Stack gap="sm" data-testid="import-result">
      <Alert color={answer.problemCount === 0 ? 'green' : 'orange'} role="status">
        {answer.message} {answer.createdCount > 0 && (answer.emailed ? text.emailed : text.notEmailed)}
        {answer.problemCount > 0 && ` ${text.notImported(answer.problemCount)}`}
      </Alert>
      <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
        <Table striped withTableBorder fz="sm" verticalSpacing={6}>
          <Table.Caption>{t.resultCaption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56} ta="right">
                {t.row}
              </Table.Th>
              <Table.Th>{t.company}</Table.Th>
              <Table.Th>{t.result}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.rows.map((row) => (
              <Table.Tr key={row.row} data-testid="import-result-row">
                <Table.Td ta="right">{row.row}</Table.Td>
                <Table.Td>{row.values?.companyName ?? '—'}</Table.Td>
                <Table.Td>
                  {row.values?._id ? t.created : t.notImported(row.problems.map((problem) => problem.column))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {problems.length > 0 && <ProblemsTable problems={problems} />}
    </Stack>
  );
}

function ImportButton({
  checked,
  status,
  onDone,
}: {
  checked: CheckedFile<ImportedSupplierRow>;
  status: Status;
  onDone: (answer: SupplierImportAnswer) => void;
}) {
  const t = useText(supplierImportText);
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = checked.preview.validCount;
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await sendSuppliersFile(checked.file, status, 'import'));
    } catch (failure) {
      setError(errorMessage(failure, supplierImportText.failed));
    } finally {
      setBusy(false);
    }
  };
  const label = checked.preview.problemCount === 0 ? t.importAs[status](valid) : t.importValidOnly(valid);
  return (
    <Stack gap={4} align="flex-end">
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {localised(error, locale)}
        </Text>
      )}
      <Button
        onClick={() => void send()}
        loading={busy}
        disabled={valid === 0}
        color={checked.preview.problemCount === 0 ? undefined : 'orange'}
        data-testid="import-suppliers-confirm"
      >
        {label}
      </Button>
    </Stack>
  );
}

export function SupplierImport() {
  const [opened, setOpened] = useState(false);
  const [status, setStatus] = useState<Status>('Pending');
  const [answer, setAnswer] = useState<SupplierImportAnswer | null>(null);
  const t = useText(supplierImportText);
  const refresh = useSupplierListsRefresh();
  const close = () => {
    setOpened(false);
    setAnswer(null);
  };
  return (
    <>
      <Button variant="light" leftSection={<IconFileUpload size={16} />} onClick={() => setOpened(true)}>
        {t.button}
      </Button>
      {opened && (
        <SheetImportModal<ImportedSupplierRow>
          opened
          onClose={close}
          title={t.title}
          description={t.description}
          template={SUPPLIER_TEMPLATE}
          check={(file) => sendSuppliersFile(file, status, 'preview')}
          noun="supplier"
          options={
            <Radio.Group
              label={t.statusLabel}
              value={status}
              onChange={(value) => setStatus(value as Status)}
            >
              <Group gap="lg" mt={6}>
                <Radio value="Pending" label={t.pendingOption} />
                <Radio value="Active" label={t.activeOption} />
              </Group>
            </Radio.Group>
          }
          result={
            answer ? (
              <Stack gap="sm">
                <ResultTable answer={answer} />
                <Group justify="flex-end">
                  <Button onClick={close}>{t.done}</Button>
                </Group>
              </Stack>
            ) : undefined
          }
          actions={(checked) => (
            <ImportButton
              checked={checked}
              status={status}
              onDone={(result) => {
                setAnswer(result);
                void refresh();
              }}
            />
          )}
        />
      )}
    </>
  );
}
