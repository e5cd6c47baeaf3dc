import { Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import { useState } from 'react';
import { errorMessage, openProtectedFile } from '../../lib/api';

/** 'View Document': fetches the protected file with the token and opens it in a new tab. */
export function DocumentButton({
  path,
  label,
  onError,
}: {
  path: string;
  /** Names the document for screen readers: two buttons share the visible text. */
  label: string;
  onError: (message: string) => void;
}) {
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try {
      await openProtectedFile(path);
    } catch (error) {
      onError(errorMessage(error, messages.suppliers.documentOpenFailed));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      w="fit-content"
      leftSection={<IconFileText size={14} />}
      loading={loading}
      onClick={() => void open()}
      aria-label={`View Document: ${label}`}
    >
      View Document
    </Button>
  );
}
