import { Button, Menu, Stack } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { reportMessages } from '@tenderdesk/domain/report-messages';
import { useState } from 'react';
import { errorMessage } from '../lib/api';
import { downloadProtectedFile } from '../lib/download';
import { Banner, useTimedBanner } from './timed-banner';

const BANNER_MS = 5_000;

type Format = 'csv' | 'xlsx';

const FORMATS: readonly { format: Format; label: string; icon: typeof IconFileTypeCsv }[] = [
  { format: 'csv', label: 'CSV', icon: IconFileTypeCsv },
  { format: 'xlsx', label: 'Excel (XLSX)', icon: IconFileSpreadsheet },
];

/**
 * A list's "Export" menu (issue 23 item 5): CSV or Excel of every row the list's filters, search
 * and sort give (all pages, not the one shown), downloaded with the session token (decision 007)
 * under the server's file name. `url` builds the file's address for a format (`useServerList`'s
 * `exportUrl`, or a screen's own filters).
 */
export function ExportMenu({ url, name }: { url: (format: Format) => string; name: string }) {
  const [busy, setBusy] = useState(false);
  const { banner, show, clear } = useTimedBanner();
  const download = async (format: Format) => {
    setBusy(true);
    clear();
    try {
      await downloadProtectedFile(url(format), `${name}.${format}`);
    } catch (error) {
      show('error', errorMessage(error, reportMessages.downloadFailed), BANNER_MS);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            rightSection={<IconChevronDown size={14} />}
            loading={busy}
            data-testid="export-menu"
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FORMATS.map(({ format, label, icon: Icon }) => (
            <Menu.Item key={format} leftSection={<Icon size={16} />} onClick={() => void download(format)}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Banner banner={banner} onClose={clear} />
    </Stack>
  );
}
