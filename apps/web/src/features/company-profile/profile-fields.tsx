import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { messages } from '@tenderdesk/domain/messages';
import { type ReactNode, useState } from 'react';
import { errorMessage, openProtectedFile } from '../../lib/api';

/** One read-only value with its label; an empty value shows a dash. */
export function ProfileField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }} data-testid={`profile-field-${label}`}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text component="div" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children || '-'}
      </Text>
    </Stack>
  );
}

export function ProfileGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
      {children}
    </SimpleGrid>
  );
}

/** 'View Document': fetched with the token (a plain link could not carry it) and opened in a new tab. */
export function ViewDocumentLink({
  path,
  label,
  onError,
}: {
  path: string;
  label: string;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      disabled={busy}
      aria-label={`View Document: ${label}`}
      onClick={async () => {
        setBusy(true);
        try {
          await openProtectedFile(path);
        } catch (error) {
          onError(errorMessage(error, messages.suppliers.documentOpenFailed));
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Opening…' : 'View Document'}
    </Anchor>
  );
}
