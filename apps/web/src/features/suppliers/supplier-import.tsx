import { Alert, Button, Group, Radio, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { importMessages } from '@tenderdesk/domain/import-messages';
import { useState } from 'react';
import { ProblemsTable } from '../../components/sheet-import/problems-table';
import { type CheckedFile, SheetImportModal } from '../../components/sheet-import/sheet-import-modal';
import { errorMessage } from '../../lib/api';
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
  const problems = answer.rows.flatMap((row) => row.problems);
  return (
    <Stack gap="sm" data-testid="import-result">
      <Alert color={answer.problemCount === 0 ? 'green' : 'orange'} role="status">
        {answer.message}{' '}
        {answer.createdCount > 0 &&
          (answer.emailed ? importMessages.suppliers.emailed : importMessages.suppliers.notEmailed)}
        {answer.problemCount > 0 && ` ${importMessages.suppliers.notImported(answer.problemCount)}`}
      </Alert>
      <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
        <Table striped withTableBorder fz="sm" verticalSpacing={6}>
          <Table.Caption>Result per row</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56} ta="right">
                Row
              </Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.rows.map((row) => (
              <Table.Tr key={row.row} data-testid="import-result-row">
                <Table.Td ta="right">{row.row}</Table.Td>
                <Table.Td>{row.values?.companyName ?? '—'}</Table.Td>
                <Table.Td>
                  {row.values?._id
                    ? 'Created'
                    : `Not imported: ${row.problems.map((problem) => problem.column).join(', ')}`}
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = checked.preview.validCount;
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await sendSuppliersFile(checked.file, status, 'import'));
    } catch (failure) {
      setError(errorMessage(failure, 'The suppliers could not be imported. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const label =
    checked.preview.problemCount === 0
      ? `Import ${valid} supplier${valid === 1 ? '' : 's'} as ${status}`
      : `Import the ${valid} valid row${valid === 1 ? '' : 's'} only`;
  return (
    <Stack gap={4} align="flex-end">
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
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
  const refresh = useSupplierListsRefresh();
  const close = () => {
    setOpened(false);
    setAnswer(null);
  };
  return (
    <>
      <Button variant="light" leftSection={<IconFileUpload size={16} />} onClick={() => setOpened(true)}>
        Import suppliers
      </Button>
      {opened && (
        <SheetImportModal<ImportedSupplierRow>
          opened
          onClose={close}
          title="Import suppliers from a spreadsheet"
          description="Fill the template (company, contact, login email, category, GST details: no documents and no password) and upload it as XLSX or CSV. Each imported supplier gets an email to set its password."
          template={SUPPLIER_TEMPLATE}
          check={(file) => sendSuppliersFile(file, status, 'preview')}
          noun="supplier"
          options={
            <Radio.Group
              label="Imported suppliers are"
              value={status}
              onChange={(value) => setStatus(value as Status)}
            >
              <Group gap="lg" mt={6}>
                <Radio value="Pending" label="Pending (reviewed before they can sign in)" />
                <Radio value="Active" label="Active" />
              </Group>
            </Radio.Group>
          }
          result={
            answer ? (
              <Stack gap="sm">
                <ResultTable answer={answer} />
                <Group justify="flex-end">
                  <Button onClick={close}>Done</Button>
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
