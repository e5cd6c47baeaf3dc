import { Button, Text } from '@mantine/core';
import { LOCALE_NAMES, LOCALES } from '@tenderdesk/domain/i18n/locale';
import { languageSwitchText } from '@tenderdesk/domain/ui/language';
import { useState } from 'react';
import { chooseLocale } from '../lib/account-language';
import { useLocale, useText } from '../lib/i18n';

/**
 * English / हिन्दी (issue 26): two toggle buttons, each language named in itself, the group named in
 * both so that it is found whatever the page shows. Switching is instant and, signed in, stored on
 * the account; the login page, both profile pages and the admin's account menu show it.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useText(languageSwitchText);
  const [failed, setFailed] = useState(false);
  const choose = (next: (typeof LOCALES)[number]) => {
    setFailed(false);
    chooseLocale(next).catch(() => setFailed(true));
  };
  return (
    // Named in both languages on purpose: page translators (and the Hindi scan) leave it be.
    <div translate="no">
      <Button.Group aria-label={t.label} data-testid="language-switch">
        {LOCALES.map((code) => (
          <Button
            key={code}
            size="compact-sm"
            variant={code === locale ? 'filled' : 'default'}
            aria-pressed={code === locale}
            onClick={() => choose(code)}
          >
            {/* Each name in its own language, for screen readers (WCAG 3.1.2). */}
            <span lang={code}>{LOCALE_NAMES[code]}</span>
          </Button>
        ))}
      </Button.Group>
      {failed && (
        <Text size="xs" c="red.8" role="alert" mt={4}>
          {t.saveFailed}
        </Text>
      )}
    </div>
  );
}
