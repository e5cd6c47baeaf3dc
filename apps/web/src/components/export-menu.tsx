import { Button, Popover, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { reportMessages } from '@tenderdesk/domain/report-messages';
import { listText } from '@tenderdesk/domain/ui/list';
import { useState } from 'react';
import { errorMessage } from '../lib/api';
import { downloadProtectedFile } from '../lib/download';
import { useText } from '../lib/i18n';
import { Banner, useTimedBanner } from './timed-banner';

const BANNER_MS = 5_000;

type Format = 'csv' | 'xlsx';

// Names of file formats, written alike in every language.
const FORMATS: readonly { format: Format; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel (XLSX)' },
];

/**
 * A list's "Export" menu (issue 23 item 5): CSV or Excel of every row the list's filters, search
 * and sort give (all pages, not the one shown), downloaded with the session token (decision 007)
 * under the server's file name. `url` builds the file's address for a format (`useServerList`'s
 * `exportUrl`, or a screen's own filters). A popover of two buttons (Mantine's Popover is in every
 * screen's bundle already, its Menu is not): Enter or Space opens it with the focus on the first,
 * Tab moves between them, Escape closes it and gives the focus back.
 */
export function ExportMenu({ url, name }: { url: (format: Format) => string; name: string }) {
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState(false);
  const { banner, show, clear } = useTimedBanner();
  const t = useText(listText);
  const report = useText(reportMessages);
  const download = async (format: Format) => {
    setOpened(false);
    setBusy(true);
    clear();
    try {
      await downloadProtectedFile(url(format), `${name}.${format}`);
    } catch (error) {
      show('error', errorMessage(error, report.downloadFailed), BANNER_MS);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Popover opened={opened} onChange={setOpened} position="bottom-end" trapFocus returnFocus shadow="md">
        <Popover.Target>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={busy}
            onClick={() => setOpened((open) => !open)}
            data-testid="export-menu"
          >
            {t.export}
          </Button>
        </Popover.Target>
        <Popover.Dropdown p={4} aria-label={t.exportAs}>
          <Stack gap={2}>
            {FORMATS.map(({ format, label }) => (
              <Button
                key={format}
                variant="subtle"
                justify="flex-start"
                onClick={() => void download(format)}
              >
                {label}
              </Button>
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Banner banner={banner} onClose={clear} />
    </Stack>
  );
}
