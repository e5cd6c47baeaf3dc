import { Alert, Button, Radio, Stack } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { importMessages } from '@tenderdesk/domain/import-messages';
import { MAX_TENDER_ITEMS } from '@tenderdesk/domain/tender-rules';
import type { TenderItemValues } from '@tenderdesk/domain/tenders';
import { tenderFormExtrasText } from '@tenderdesk/domain/ui/tender-form-extras';
import { useState } from 'react';
import { type CheckedFile, SheetImportModal } from '../../components/sheet-import/sheet-import-modal';
import { useText } from '../../lib/i18n';
import { checkItemsFile, ITEMS_TEMPLATE } from './api';

/*
 * "Import items" on the tender form (issue 23 item 1), loaded with its dialog when the form's items
 * section shows: the server checks the file; the rows go into the form (after its rows, or in
 * their place), which the buyer saves as usual. With problems, nothing is imported unless the
 * buyer picks "Import the N valid rows only".
 */

type Props = {
  disabled: boolean;
  /** The form's rows that are not blank. */
  filled: number;
  onImport: (items: TenderItemValues[], mode: 'append' | 'replace') => void;
};

function ImportActions({
  checked,
  filled,
  onImport,
}: {
  checked: CheckedFile<TenderItemValues>;
  filled: number;
  onImport: Props['onImport'];
}) {
  const t = useText(tenderFormExtrasText);
  const items = useText(importMessages).items;
  const [mode, setMode] = useState<'append' | 'replace'>('append');
  const valid = checked.preview.rows.flatMap((row) => (row.values ? [row.values] : []));
  const kept = mode === 'append' ? filled : 0;
  const room = Math.max(0, MAX_TENDER_ITEMS - kept);
  const tooMany = valid.length > room;
  const label =
    checked.preview.problemCount === 0 ? t.importCount(valid.length) : t.importValidOnly(valid.length);
  return (
    <Stack gap="xs" w="100%">
      {filled > 0 && (
        <Radio.Group
          label={t.formHasItems}
          value={mode}
          onChange={(value) => setMode(value as 'append' | 'replace')}
        >
          <Stack gap={6} mt={6}>
            <Radio value="append" label={t.addAfter(filled)} />
            <Radio value="replace" label={t.replace(filled)} />
          </Stack>
        </Radio.Group>
      )}
      {tooMany && (
        <Alert color="orange" role="alert">
          {items.tooManyForTender(room)}
        </Alert>
      )}
      <Button
        onClick={() => onImport(valid, mode)}
        disabled={valid.length === 0 || tooMany}
        color={checked.preview.problemCount === 0 ? undefined : 'orange'}
        data-testid="import-items-confirm"
      >
        {label}
      </Button>
    </Stack>
  );
}

export function ItemsImport({ disabled, filled, onImport }: Props) {
  const [opened, setOpened] = useState(false);
  const t = useText(tenderFormExtrasText);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileUpload size={16} />}
        onClick={() => setOpened(true)}
        disabled={disabled}
        w={{ base: '100%', xs: 'auto' }}
      >
        {t.importItems}
      </Button>
      {opened && (
        <SheetImportModal<TenderItemValues>
          opened
          onClose={() => setOpened(false)}
          title={t.importTitle}
          description={t.importDescription}
          template={ITEMS_TEMPLATE}
          check={checkItemsFile}
          noun="item"
          actions={(checked) => (
            <ImportActions
              checked={checked}
              filled={filled}
              onImport={(items, mode) => {
                onImport(items, mode);
                setOpened(false);
              }}
            />
          )}
        />
      )}
    </>
  );
}
