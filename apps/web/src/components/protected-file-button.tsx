import { Anchor, Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import { commonText } from '@tenderdesk/domain/ui/common';
import { useState } from 'react';
import { errorMessage, openProtectedFile } from '../lib/api';
import { useText } from '../lib/i18n';

type Props = {
  /** The protected file's address, fetched with the bearer token (decision 007). */
  path: string;
  /** Names the document for screen readers: several buttons share the visible text. */
  label: string;
  onError: (message: string) => void;
  /** A small button (lists, details) or a link-styled one among read-only fields (profile). */
  look?: 'button' | 'link';
  /** The visible text, 'View Document' unless given (tender files: 'Download File 1'). */
  text?: string;
};

/**
 * 'View Document': fetches a protected file with the token (a plain link could not carry it) and
 * opens it in a new tab; a failure is handed to `onError` with the server's message or the fallback.
 */
export function ProtectedFileButton({ path, label, onError, look = 'button', text: shownText }: Props) {
  const t = useText(commonText);
  const m = useText(messages);
  const text = shownText ?? t.viewDocument;
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openProtectedFile(path);
    } catch (error) {
      onError(errorMessage(error, m.suppliers.documentOpenFailed));
    } finally {
      setOpening(false);
    }
  };
  const name = `${text}: ${label}`;
  if (look === 'link') {
    return (
      <Anchor
        component="button"
        type="button"
        fw={600}
        disabled={opening}
        aria-label={name}
        onClick={() => void open()}
      >
        {opening ? t.opening : text}
      </Anchor>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      w="fit-content"
      leftSection={<IconFileText size={14} />}
      loading={opening}
      onClick={() => void open()}
      aria-label={name}
    >
      {text}
    </Button>
  );
}
