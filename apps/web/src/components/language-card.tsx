import { Paper, Stack, Text, Title } from '@mantine/core';
import { languageCardText } from '@tenderdesk/domain/ui/language-card';
import { useText } from '../lib/i18n';
import { LanguageSwitch } from './language-switch';

/** The person's language as a card of its own (issue 26): both profile pages show it. */
export function LanguageCard() {
  const t = useText(languageCardText);
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      mt="md"
      component="section"
      aria-labelledby="language-title"
    >
      <Stack gap="xs">
        <Title order={2} fz="lg" id="language-title">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
        <LanguageSwitch />
      </Stack>
    </Paper>
  );
}
