import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown instead of a blank page when a screen fails to render: what happened and a way back.
 * `standalone` when it replaces the whole page (no shell around it), so it is the page's main content.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    document.title = 'Something went wrong · TenderDesk';
  }, []);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Center component={standalone ? 'main' : 'div'} mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={520}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Something went wrong on this page
        </Title>
        <Text c="dimmed" ta="center">
          Nothing you saved has been lost. Reload the page to try again; if it keeps happening, tell your
          administrator what you were doing.
        </Text>
        {detail && <Code>{detail}</Code>}
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
