import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { IconList, IconUserPlus } from '@tabler/icons-react';
import { MIN_PASSWORD_LENGTH } from '@tenderdesk/domain/auth';
import { messages } from '@tenderdesk/domain/messages';
import { subAdminCreateBodySchema } from '@tenderdesk/domain/subadmins';
import { Link } from 'react-router';
import { FormPage } from '../../components/form-page';
import { useTimedBanner } from '../../components/timed-banner';
import { SUBADMIN_BANNER_MS } from '../../lib/banner-timing';
import { PATHS } from '../../lib/paths';
import { getSession } from '../../lib/session';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddSubAdmin } from './api';

const EMPTY = { username: '', email: '', password: '' };

export function AddSubAdminPage() {
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
      title="Add Sub Admin"
      description="Sub-admins see only the sections granted to them."
      actions={
        <Button component={Link} to={PATHS.subAdmins} variant="default" leftSection={<IconList size={16} />}>
          All sub admins
        </Button>
      }
      banner={banner}
      onCloseBanner={clear}
      formLabel="Add sub admin"
      onSubmit={onSubmit}
      submitLabel="Add Sub Admin"
      submitIcon={<IconUserPlus size={16} />}
      submitting={addSubAdmin.isPending}
    >
      <TextInput
        label="Username"
        placeholder="e.g. Anita Rao"
        required
        autoComplete="off"
        value={values.username}
        onChange={(event) => set('username')(event.currentTarget.value)}
        error={errors.username}
      />
      <TextInput
        label="Email"
        type="email"
        placeholder="name@company.com"
        required
        autoComplete="off"
        value={values.email}
        onChange={(event) => set('email')(event.currentTarget.value)}
        error={errors.email}
      />
      <PasswordInput
        label="Password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters. Share it with the sub-admin privately.`}
        required
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password')(event.currentTarget.value)}
        error={errors.password}
      />
      <Text size="sm" c="dimmed">
        A new sub-admin starts with no permissions.{' '}
        {isAdmin && (
          <>
            Grant them on the{' '}
            <Anchor component={Link} to={PATHS.role} size="sm">
              Role page
            </Anchor>
            .
          </>
        )}
      </Text>
    </FormPage>
  );
}
