import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { IconList, IconUserPlus } from '@tabler/icons-react';
import { MIN_PASSWORD_LENGTH } from '@tenderdesk/domain/auth';
import { messages } from '@tenderdesk/domain/messages';
import { subAdminCreateBodySchema } from '@tenderdesk/domain/subadmins';
import { subadminsText } from '@tenderdesk/domain/ui/subadmins';
import { Link } from 'react-router';
import { FormPage } from '../../components/form-page';
import { useTimedBanner } from '../../components/timed-banner';
import { SUBADMIN_BANNER_MS } from '../../lib/banner-timing';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { getSession } from '../../lib/session';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddSubAdmin } from './api';

const EMPTY = { username: '', email: '', password: '' };

export function AddSubAdminPage() {
  const t = useText(subadminsText);
  const { values, errors, set, submitWith, reportErrorTo, reset } = useSchemaForm(
    subAdminCreateBodySchema,
    EMPTY,
  );
  const { banner, show, clear } = useTimedBanner();
  const addSubAdmin = useAddSubAdmin();
  const isAdmin = getSession()?.role === 'admin';

  const onSubmit = submitWith((body) => {
    clear();
    addSubAdmin.mutate(body, {
      onSuccess: () => {
        show('success', messages.subadmin.added(body.username), SUBADMIN_BANNER_MS);
        reset();
      },
      onError: reportErrorTo((message) => show('error', message, SUBADMIN_BANNER_MS)),
    });
  });

  return (
    <FormPage
      title={t.addSubAdmin}
      description={t.add.description}
      actions={
        <Button component={Link} to={PATHS.subAdmins} variant="default" leftSection={<IconList size={16} />}>
          {t.add.all}
        </Button>
      }
      banner={banner}
      onCloseBanner={clear}
      formLabel={t.add.formLabel}
      onSubmit={onSubmit}
      submitLabel={t.addSubAdmin}
      submitIcon={<IconUserPlus size={16} />}
      submitting={addSubAdmin.isPending}
    >
      <TextInput
        label={t.username}
        placeholder={t.add.usernamePlaceholder}
        required
        autoComplete="off"
        value={values.username}
        onChange={(event) => set('username')(event.currentTarget.value)}
        error={errors.username}
      />
      <TextInput
        label={t.email}
        type="email"
        placeholder="name@company.com"
        required
        autoComplete="off"
        value={values.email}
        onChange={(event) => set('email')(event.currentTarget.value)}
        error={errors.email}
      />
      <PasswordInput
        label={t.add.password}
        description={t.add.passwordHint(MIN_PASSWORD_LENGTH)}
        visibilityToggleButtonProps={{ 'aria-label': t.add.toggleVisibility }}
        required
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password')(event.currentTarget.value)}
        error={errors.password}
      />
      <Text size="sm" c="dimmed">
        {t.add.noPermissions}{' '}
        {isAdmin && (
          <>
            {t.add.grantBefore}{' '}
            <Anchor component={Link} to={PATHS.role} size="sm">
              {t.add.rolePage}
            </Anchor>
            {t.add.grantAfter}
          </>
        )}
      </Text>
    </FormPage>
  );
}
