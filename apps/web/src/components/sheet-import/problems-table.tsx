import { Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { SheetProblem } from '@tenderdesk/domain/sheet-import';
import { sheetImportText } from '@tenderdesk/domain/ui/sheet-import';
import { useState } from 'react';
import { useText } from '../../lib/i18n';

const PAGE = 50;

/** An import's problems, each with its row and column, 50 to a page (issue 23). */
export function ProblemsTable({ problems }: { problems: readonly SheetProblem[] }) {
  const [page, setPage] = useState(1);
  const t = useText(sheetImportText).problems;
  const pages = Math.max(1, Math.ceil(problems.length / PAGE));
  const shown = problems.slice((page - 1) * PAGE, page * PAGE);
  return (
    <Stack gap="xs">
      <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
        <Table striped withTableBorder verticalSpacing={6} fz="sm" data-testid="import-problems">
          <Table.Caption>{t.caption(problems.length)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56} ta="right">
                {t.row}
              </Table.Th>
              <Table.Th w={120}>{t.column}</Table.Th>
              <Table.Th>{t.problem}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((problem) => (
              <Table.Tr key={`${problem.row}-${problem.column}`} data-testid="import-problem">
                <Table.Td ta="right">{problem.row}</Table.Td>
                <Table.Td>{problem.column}</Table.Td>
                <Table.Td>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t.control[control] })}
        />
      )}
      {pages === 1 && problems.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.none}
        </Text>
      )}
    </Stack>
  );
}
