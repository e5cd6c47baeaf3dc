import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { PATHS } from '../../lib/paths';

/** The spec does not show this screen; until self-service reset exists, tell people who can help. */
export function ForgotPasswordPage() {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack maw={440} w="100%">
        <Brand />
        <Paper withBorder p="xl">
          <Stack gap="sm">
            <Title order={1} fz={{ base: 22, sm: 24 }}>
              Forgot your password?
            </Title>
            <Text c="dimmed" size="sm">
              Ask your TenderDesk administrator to reset it. Suppliers can write to the buying organisation
              that invited them; buyers can ask an admin.
            </Text>
            <Anchor component={Link} to={PATHS.login}>
              Back to sign in
            </Anchor>
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
