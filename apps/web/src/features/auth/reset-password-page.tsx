import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { messages } from '@tenderdesk/domain/messages';
import { resetPasswordBodySchema } from '@tenderdesk/domain/password-reset';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api';
import { type FieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { PATHS } from '../../lib/paths';
import { AuthCard } from './auth-card';
import { useResetLinkCheck, useResetPassword } from './password-reset-api';

function LinkProblem({ message }: { message: string }) {
  return (
    <AuthCard title="This link cannot be used" intro="Reset links work once, for 30 minutes.">
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="reset-link-problem">
        {message}
      </Alert>
      <Button component={Link} to={PATHS.forgotPassword} fullWidth size="md">
        Request a new link
      </Button>
    </AuthCard>
  );
}

const toggleLabel = { 'aria-label': 'Show or hide the password' };

/**
 * /reset-password?token= (issue 13): the page an emailed reset link opens. It checks the link
 * first, then takes the new password twice; a reset ends every session of the account.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const check = useResetLinkCheck(token);
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!token) return <LinkProblem message={mailMessages.passwordReset.tokenRequired} />;
  if (linkProblem) return <LinkProblem message={linkProblem} />;
  if (check.isError) {
    const err = check.error;
    if (err instanceof ApiError && err.status === 400) return <LinkProblem message={err.message} />;
  }

  if (reset.isSuccess) {
    return (
      <AuthCard
        title="Password changed"
        intro="You can now sign in with your new password."
        backToSignIn={false}
      >
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status" data-testid="reset-done">
          {mailMessages.passwordReset.done}
        </Alert>
        <Button component={Link} to={PATHS.login} fullWidth size="md">
          Sign in
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = resetPasswordBodySchema.safeParse({ token, newPassword, confirmPassword });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    reset.mutate(parsed.data, {
      onError: (err) => {
        if (err instanceof ApiError && err.field === 'token') setLinkProblem(err.message);
        else if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
        else if (err instanceof ApiError && err.status === 0) setError(messages.login.networkError);
        else setError(errorMessage(err, messages.generic.somethingWrong));
      },
    });
  };

  return (
    <AuthCard
      title="Choose a new password"
      intro="At least 8 characters. Once it is changed, you are signed out everywhere and sign in again with the new password."
    >
      {check.isPending ? (
        <Stack align="center" py="md" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Checking your link…
          </Text>
        </Stack>
      ) : (
        <>
          {(error || check.isError) && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error ?? errorMessage(check.error, messages.login.networkError)}
            </Alert>
          )}
          <form onSubmit={onSubmit} aria-label="Choose a new password" noValidate>
            <Stack>
              <PasswordInput
                label="New password"
                name="newPassword"
                autoComplete="new-password"
                required
                value={newPassword}
                error={errors.newPassword}
                visibilityToggleButtonProps={toggleLabel}
                onChange={(event) => setNewPassword(event.currentTarget.value)}
              />
              <PasswordInput
                label="Confirm new password"
                name="confirmPassword"
                autoComplete="new-password"
                required
                value={confirmPassword}
                error={errors.confirmPassword}
                visibilityToggleButtonProps={toggleLabel}
                onChange={(event) => setConfirmPassword(event.currentTarget.value)}
              />
              <Button type="submit" loading={reset.isPending} fullWidth size="md">
                Set new password
              </Button>
            </Stack>
          </form>
          <Text size="xs" c="dimmed">
            Link not working?{' '}
            <Anchor component={Link} to={PATHS.forgotPassword} size="xs">
              Request a new one
            </Anchor>
          </Text>
        </>
      )}
    </AuthCard>
  );
}
