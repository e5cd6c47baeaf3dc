import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { INTL_LOCALE, LOCALE_NAMES, LOCALES } from '@tenderdesk/domain/i18n/locale';
import { languageSwitchText } from '@tenderdesk/domain/ui/language';
import { useState } from 'react';
import { chooseLocale } from '../lib/account-language';
import { useLocale, useText } from '../lib/i18n';

/**
 * English / हिन्दी (issue 26): two toggle buttons, each language named in itself, the group named in
 * both so that it is found whatever the page shows. Switching is instant and, signed in, stored on
 * the account; the login page, both profile pages and the admin's account menu show it.
 */
export function LanguageSwitch({ withIcon = true }: { withIcon?: boolean }) {
  const locale = useLocale();
  const t = useText(languageSwitchText);
  const [failed, setFailed] = useState(false);
  const choose = (next: (typeof LOCALES)[number]) => {
    setFailed(false);
    chooseLocale(next).catch(() => setFailed(true));
  };
  return (
    <div>
      <Group gap={6} wrap="nowrap">
        {withIcon && <IconLanguage size={18} aria-hidden color="var(--mantine-color-gray-7)" />}
        <Button.Group aria-label={t.label} data-testid="language-switch">
          {LOCALES.map((code) => (
            <Button
              key={code}
              size="compact-sm"
              variant={code === locale ? 'filled' : 'default'}
              aria-pressed={code === locale}
              lang={INTL_LOCALE[code]}
              onClick={() => choose(code)}
            >
              {LOCALE_NAMES[code]}
            </Button>
          ))}
        </Button.Group>
      </Group>
      {failed && (
        <Text size="xs" c="red.8" role="alert" mt={4}>
          {t.saveFailed}
        </Text>
      )}
    </div>
  );
}

/** The person's language as a card of its own (issue 26): both profile pages show it. */
export function LanguageCard() {
  const t = useText(languageSwitchText);
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
