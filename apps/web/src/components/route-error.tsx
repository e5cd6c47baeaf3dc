import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { frameText } from '@tenderdesk/domain/ui/frame';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useText } from '../lib/i18n';
import { documentTitle } from '../lib/page-title';

/**
 * Shown instead of a blank page when a screen fails to render: what happened and a way back.
 * `standalone` when it replaces the whole page (no shell around it), so it is the page's main content.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const t = useText(frameText).routeError;
  useEffect(() => {
    document.title = documentTitle(t.tabTitle);
  }, [t]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Center component={standalone ? 'main' : 'div'} mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={520}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t.title}
        </Title>
        <Text c="dimmed" ta="center">
          {t.text}
        </Text>
        {detail && <Code>{detail}</Code>}
        <Button onClick={() => window.location.reload()}>{t.reload}</Button>
      </Stack>
    </Center>
  );
}
