import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { passwordResetText } from '@tenderdesk/domain/ui/password-reset';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';

/** The frame of the public account pages (forgotten password, reset): brand, a card, a way back. */
export function AuthCard({
  title,
  intro,
  children,
  backToSignIn = true,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** The "Back to sign in" link under the card; off when the card's own button signs in. */
  backToSignIn?: boolean;
}) {
  const t = useText(passwordResetText);
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack maw={440} w="100%" gap="lg">
        <Brand />
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md">
            <Stack gap={6}>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {intro}
              </Text>
            </Stack>
            {children}
          </Stack>
        </Paper>
        {backToSignIn && (
          <Text ta="center" size="sm">
            <Anchor component={Link} to={PATHS.login} fw={600}>
              {t.backToSignIn}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Center>
  );
}
