import { Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import {
  LOGO_ACCEPT,
  LOGO_MAX_BYTES,
  LOGO_MAX_PIXELS,
  LOGO_MAX_SIZE_LABEL,
  LOGO_MIN_PIXELS,
  logoText,
} from '@tenderdesk/domain/organisation-logo';
import { organisationUiText } from '@tenderdesk/domain/ui/organisation';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { api, authHeaders, errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { type OrganisationLogo, type OrganisationView, useOrganisationWrite } from './api';

const useUploadLogo = () =>
  useOrganisationWrite((file: File) => {
    const body = new FormData();
    body.append('logo', file);
    return api<{ message: string; data: OrganisationView }>('/api/organisation/logo', {
      method: 'POST',
      body,
    });
  });

const useRemoveLogo = () =>
  useOrganisationWrite(() =>
    api<{ message: string; data: OrganisationView }>('/api/organisation/logo', { method: 'DELETE' }),
  );

/**
 * The logo as an object URL for an <img> (fetched with the token: decision 007), null while there
 * is none or it loads; the URL is released when the logo changes or the screen goes.
 */
function useLogoImage(url: string | null) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!url) return;
    const controller = new AbortController();
    let made: string | null = null;
    fetch(url, { headers: authHeaders({}), signal: controller.signal })
      .then((response) =>
        response.ok ? response.blob() : Promise.reject(new Error(String(response.status))),
      )
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setSrc(made);
      })
      .catch(() => setSrc(null));
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return src;
}

type Props = {
  logo: OrganisationLogo | null;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
};

/** What the browser can tell before sending: the size and the type it declares (the server checks the bytes). */
function pickProblem(file: File): string | null {
  if (file.size > LOGO_MAX_BYTES) return logoText.tooLarge;
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return logoText.notAnImage;
  return null;
}

/** The organisation's logo (issue 20): shown as it prints, with replace and remove (after a confirmation). */
export function LogoCard({ logo, onDone, onFailed }: Props) {
  const t = useText(organisationUiText).logo;
  const l = useText(logoText);
  const src = useLogoImage(logo?.url ?? null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [confirming, setConfirming] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const onPick = (file: File | null) => {
    if (!file) return;
    const problem = pickProblem(file);
    if (problem) return onFailed(problem);
    upload.mutate(file, {
      onSuccess: (result) => onDone(result.message),
      onError: (error) => onFailed(errorMessage(error, messages.generic.somethingWrong)),
    });
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="logo-title">
      <Stack>
        <Title order={2} size="h4" id="logo-title">
          {l.field}
        </Title>
        <Text size="sm" c="dimmed">
          {t.hint(LOGO_MAX_SIZE_LABEL, LOGO_MIN_PIXELS, LOGO_MAX_PIXELS)}
        </Text>
        <Group align="center" gap="lg" wrap="wrap">
          {logo ? (
            <Box
              p="xs"
              bd="1px solid var(--mantine-color-default-border)"
              style={{ borderRadius: 'var(--mantine-radius-sm)', lineHeight: 0 }}
            >
              {src ? (
                <img
                  src={src}
                  alt={t.currentAlt}
                  style={{ maxHeight: 72, maxWidth: 'min(240px, 70vw)', display: 'block' }}
                />
              ) : (
                <Skeleton h={72} w={160} />
              )}
            </Box>
          ) : (
            <Text>{t.none}</Text>
          )}
          <Group gap="xs">
            {/* A plain file input (Mantine's FileButton would be a chunk shared with the tender form). */}
            <input
              ref={picker}
              type="file"
              accept={LOGO_ACCEPT}
              hidden
              aria-hidden
              tabIndex={-1}
              onChange={(event) => {
                onPick(event.currentTarget.files?.[0] ?? null);
                event.currentTarget.value = '';
              }}
            />
            <Button
              loading={upload.isPending}
              leftSection={<IconFileUpload size={16} />}
              onClick={() => picker.current?.click()}
            >
              {logo ? t.replace : t.upload}
            </Button>
            {logo && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming(true)}
              >
                {t.remove}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t.removeTitle}
        message={t.removeConfirm}
        confirmLabel={t.removeButton}
        danger
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (result) => onDone(result.message),
            onError: (error) => onFailed(errorMessage(error, messages.generic.somethingWrong)),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Paper>
  );
}
