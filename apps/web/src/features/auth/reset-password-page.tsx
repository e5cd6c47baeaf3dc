import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { messages } from '@tenderdesk/domain/messages';
import { resetPasswordBodySchema } from '@tenderdesk/domain/password-reset';
import { passwordResetText } from '@tenderdesk/domain/ui/password-reset';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api';
import { type FieldErrors, fieldErrorsOf, localisedErrors } from '../../lib/form-errors';
import { localised, useLocale, useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { AuthCard } from './auth-card';
import { useResetLinkCheck, useResetPassword } from './password-reset-api';

function LinkProblem({ message }: { message: string }) {
  const t = useText(passwordResetText);
  const locale = useLocale();
  return (
    <AuthCard title={t.linkUnusable} intro={t.linkRule}>
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="reset-link-problem">
        {localised(message, locale)}
      </Alert>
      <Button component={Link} to={PATHS.forgotPassword} fullWidth size="md">
        {t.requestNewLink}
      </Button>
    </AuthCard>
  );
}

/**
 * /reset-password?token= (issue 13): the page an emailed reset link opens. It checks the link
 * first, then takes the new password twice; a reset ends every session of the account.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const check = useResetLinkCheck(token);
  const reset = useResetPassword();
  const t = useText(passwordResetText);
  const mail = useText(mailMessages);
  const locale = useLocale();
  const toggleLabel = { 'aria-label': t.showOrHide };
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
      <AuthCard title={t.changedTitle} intro={t.changedIntro} backToSignIn={false}>
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status" data-testid="reset-done">
          {mail.passwordReset.done}
        </Alert>
        <Button component={Link} to={PATHS.login} fullWidth size="md">
          {t.signIn}
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = resetPasswordBodySchema.safeParse({ token, newPassword, confirmPassword });
    if (!parsed.success) {
      // Kept in English, shown in the language on screen (a switch follows).
      setErrors(fieldErrorsOf(parsed.error.issues, 'en'));
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

  const shown = localisedErrors(errors, locale);
  return (
    <AuthCard title={t.chooseTitle} intro={t.chooseIntro}>
      {check.isPending ? (
        <Stack align="center" py="md" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t.checkingLink}
          </Text>
        </Stack>
      ) : (
        <>
          {(error || check.isError) && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {localised(error ?? errorMessage(check.error, messages.login.networkError), locale)}
            </Alert>
          )}
          <form onSubmit={onSubmit} aria-label={t.chooseTitle} noValidate>
            <Stack>
              <PasswordInput
                label={t.newPassword}
                name="newPassword"
                autoComplete="new-password"
                required
                value={newPassword}
                error={shown.newPassword}
                visibilityToggleButtonProps={toggleLabel}
                onChange={(event) => setNewPassword(event.currentTarget.value)}
              />
              <PasswordInput
                label={t.confirmPassword}
                name="confirmPassword"
                autoComplete="new-password"
                required
                value={confirmPassword}
                error={shown.confirmPassword}
                visibilityToggleButtonProps={toggleLabel}
                onChange={(event) => setConfirmPassword(event.currentTarget.value)}
              />
              <Button type="submit" loading={reset.isPending} fullWidth size="md">
                {t.setPassword}
              </Button>
            </Stack>
          </form>
          <Text size="xs" c="dimmed">
            {t.linkNotWorking}{' '}
            <Anchor component={Link} to={PATHS.forgotPassword} size="xs">
              {t.requestNewOne}
            </Anchor>
          </Text>
        </>
      )}
    </AuthCard>
  );
}
