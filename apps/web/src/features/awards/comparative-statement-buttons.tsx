import { Button, Group } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { statementMessages } from '@tenderdesk/domain/statement-messages';
import { compareText } from '@tenderdesk/domain/ui/compare';
import { useState } from 'react';
import { authHeaders, errorMessage, failureOf } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { adoptRenewedToken, getSession } from '../../lib/session';

type Format = 'xlsx' | 'pdf';

/** Fetches the statement with the token and saves it under the server's file name. */
async function download(tenderId: string, format: Format): Promise<void> {
  const sentToken = getSession()?.token;
  const response = await fetch(
    `/api/tenders/${encodeURIComponent(tenderId)}/comparative-statement.${format}`,
    { headers: authHeaders({}) },
  );
  adoptRenewedToken(sentToken, response);
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => null), {});
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `comparative-statement.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * "Download comparative statement" as XLSX or PDF (issue 11, decision 035): the server's file of
 * the comparison's figures, the award and its margins. Shown on /compareQuotation once prices show.
 */
export function ComparativeStatementButtons({
  tenderId,
  onError,
}: {
  tenderId: string;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState<Format | null>(null);
  const m = useText(statementMessages);
  const t = useText(compareText);
  const run = async (format: Format) => {
    setBusy(format);
    try {
      await download(tenderId, format);
    } catch (error) {
      onError(errorMessage(error, m.failed));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" aria-label={t.downloadStatement} role={GROUP_ROLE}>
      {(['xlsx', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          size="xs"
          variant="light"
          leftSection={<IconFileText size={14} />}
          loading={busy === format}
          onClick={() => void run(format)}
        >
          {format === 'xlsx' ? m.xlsx : m.pdf}
        </Button>
      ))}
    </Group>
  );
}

const GROUP_ROLE = 'group';
