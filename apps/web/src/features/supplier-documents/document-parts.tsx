import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { DocumentState } from '@tenderdesk/domain/vendor-documents';
import type { SupplierDocumentView } from '@tenderdesk/domain/vendor-schemas';
import type { ReactNode } from 'react';
import { ProtectedFileButton } from '../../components/protected-file-button';
import { formatDay, formatInstantDay } from '../../lib/portal-time';

/* The pieces the supplier's My Documents and the admin's Documents card share. */

const STATE_LOOK: Record<DocumentState, { label: string; color: string }> = {
  valid: { label: 'Valid', color: 'green' },
  expiring: { label: 'Expiring soon', color: 'orange' },
  expired: { label: 'Expired', color: 'red' },
  pending: { label: 'Awaiting review', color: 'blue' },
  rejected: { label: 'Rejected', color: 'red' },
};

export function DocumentStateBadge({ state }: { state: DocumentState }) {
  const look = STATE_LOOK[state];
  return (
    <Badge variant="light" color={look.color} data-testid="document-state" style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}

/** "Issued 1 Jan 2026 · expires 31 Dec 2026" (or what is known of it). */
export function documentDays(doc: SupplierDocumentView): string {
  const parts = [
    doc.issueDate ? `Issued ${formatDay(doc.issueDate)}` : null,
    doc.expiryDate ? `expires ${formatDay(doc.expiryDate)}` : 'does not expire',
    `uploaded ${formatInstantDay(doc.uploadedAt)}`,
  ].filter(Boolean);
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One document: its type, state, days, file, the rejection's reason, and the caller's actions. */
export function DocumentItem({
  doc,
  onError,
  actions,
}: {
  doc: SupplierDocumentView;
  onError: (message: string) => void;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="document-item" bg={doc.current ? undefined : 'gray.0'}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text size="sm" fw={650} style={{ minWidth: 0 }}>
            {doc.typeName}
          </Text>
          <DocumentStateBadge state={doc.state} />
        </Group>
        <Text size="xs" c="dimmed">
          {documentDays(doc)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {doc.fileName}
        </Text>
        {doc.state === 'rejected' && doc.rejectReason && (
          <Text size="sm" c="red.8" data-testid="reject-reason">
            Reason: {doc.rejectReason}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <ProtectedFileButton
            path={doc.fileUrl}
            label={`${doc.typeName}, ${doc.fileName}`}
            onError={onError}
            text="Download"
          />
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
