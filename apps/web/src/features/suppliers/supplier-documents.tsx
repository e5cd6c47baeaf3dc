import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { REGISTRATION_DOCUMENT_FIELDS, REGISTRATION_LABELS } from '@tenderdesk/domain/registration-labels';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { supplierDetailsText } from '@tenderdesk/domain/ui/supplier-details';
import { ProtectedFileButton } from '../../components/protected-file-button';
import { useText } from '../../lib/i18n';
import { documentPath } from './api';

/** Both registration documents, so nobody activates a supplier without seeing its trade licence. */
export function SupplierDocuments({
  supplier,
  onError,
}: {
  supplier: SupplierView;
  onError: (message: string) => void;
}) {
  const t = useText(supplierDetailsText).documents;
  const labels = useText(REGISTRATION_LABELS);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="supplier-documents">
      <Text fw={650}>{t.title}</Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t.hint}
      </Text>
      <Stack gap="sm">
        {REGISTRATION_DOCUMENT_FIELDS.map((kind) => {
          const label = labels[kind];
          const stored = supplier[kind];
          const name = supplier[`${kind}Name`];
          return (
            <Paper key={kind} withBorder p="sm" radius="md" bg={stored ? undefined : 'gray.0'}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={38} radius="md" color={stored ? 'navy' : 'gray'}>
                  <IconFileCertificate size={20} />
                </ThemeIcon>
                <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                  <div>
                    <Text size="sm" fw={600}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {stored ? (name ?? t.uploaded) : '-'}
                    </Text>
                  </div>
                  {stored && (
                    <ProtectedFileButton
                      path={documentPath(supplier._id, kind)}
                      label={label}
                      onError={onError}
                    />
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Paper>
  );
}
