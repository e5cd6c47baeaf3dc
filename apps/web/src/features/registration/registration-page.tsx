import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconCircleCheck,
} from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import {
  REGISTRATION_STEP_KEYS,
  registrationStepText,
  registrationText,
} from '@tenderdesk/domain/ui/registration';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LeaveGuard } from '../../components/leave-guard';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useSubmitRegistration } from './api';
import { CompanyStep } from './company-step';
import { ContactStep } from './contact-step';
import { ProductStep } from './product-step';
import { fieldId } from './registration-fields';
import { RegistrationLayout } from './registration-layout';
import { toFormData, useRegistrationForm } from './use-registration-form';

const LAST_STEP = REGISTRATION_STEP_KEYS.length - 1;

/** /SupplierRegistration: the public three-step wizard of spec sections 2, 4 and 5. */
export function RegistrationPage() {
  const form = useRegistrationForm();
  const submit = useSubmitRegistration();
  const [submitted, setSubmitted] = useState(false);
  // Remounts the inputs after a successful submit so the file pickers forget their files too.
  const [formKey, setFormKey] = useState(0);
  const t = useText(registrationText);
  const steps = useText(registrationStepText);
  const m = useText(messages);
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  const stepHeading = useRef<HTMLHeadingElement>(null);
  const successAlert = useRef<HTMLDivElement>(null);
  const formErrorAlert = useRef<HTMLDivElement>(null);
  /** Set when Finish succeeded: the success message takes the focus, not the first step's heading. */
  const finishedRef = useRef(false);
  const shownStep = useRef(form.active);

  // The address may ask for a step that cannot be opened yet: show the one to complete instead.
  const { settleRequestedStep } = form;
  useEffect(() => {
    settleRequestedStep();
  }, [settleRequestedStep]);

  const { focusField, clearFocusField } = form;
  useEffect(() => {
    if (!focusField) return;
    const input = document.getElementById(fieldId(focusField));
    // A field of another step (a server refusal): focus it once its step is on screen.
    if (!input) return;
    input.focus();
    clearFocusField();
  }, [focusField, clearFocusField, form.active]);

  // A new step (Next, Back, the browser's Back and Forward, the stepper): the keyboard focus goes to
  // its heading, so it neither falls to the page body nor stays on a button of the old step.
  useEffect(() => {
    if (shownStep.current === form.active) return;
    shownStep.current = form.active;
    if (finishedRef.current) {
      finishedRef.current = false;
      return;
    }
    if (!focusField) stepHeading.current?.focus();
  }, [form.active, focusField]);

  useEffect(() => {
    if (form.formError) formErrorAlert.current?.focus();
  }, [form.formError]);

  useEffect(() => {
    if (submitted) successAlert.current?.focus();
  }, [submitted]);

  const onFinish = () => {
    setSubmitted(false);
    if (!form.finish()) return;
    submit.mutate(toFormData(form.values, form.documents, form.tax), {
      onSuccess: () => {
        finishedRef.current = form.active !== 0;
        form.reset();
        setFormKey((key) => key + 1);
        setSubmitted(true);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      // Nothing typed is cleared on failure: the user fixes the one thing and finishes again.
      onError: (error) => {
        if (error instanceof ApiError && error.field && error.message) {
          if (form.showServerError(error.field, error.message)) return;
        }
        form.setFormError(errorMessage(error, messages.registration.failed));
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (form.active === LAST_STEP) onFinish();
    else form.next();
  };

  return (
    <RegistrationLayout>
      <Stack gap="md">
        {submitted && (
          <Alert
            ref={successAlert}
            tabIndex={-1}
            color="green"
            variant="filled"
            icon={<IconCircleCheck size={20} />}
            title={m.registration.success}
            withCloseButton
            onClose={() => setSubmitted(false)}
            role="status"
            data-testid="registration-success"
          >
            {t.successBeforeLink}{' '}
            <Anchor component={Link} to={PATHS.login} c="white" fw={700} underline="always">
              {t.successLink}
            </Anchor>{' '}
            {t.successAfterLink}
          </Alert>
        )}
        <Paper withBorder shadow="md" p={{ base: 'md', sm: 'xl' }} radius="lg">
          <form onSubmit={onSubmit} noValidate aria-label={t.formLabel} key={formKey}>
            <Stepper
              active={form.active}
              onStepClick={form.open}
              size={wide ? 'sm' : 'xs'}
              iconSize={wide ? 36 : 30}
              mb="xl"
              styles={{ steps: { marginBottom: wide ? 8 : 0 } }}
            >
              {REGISTRATION_STEP_KEYS.map((key, index) => (
                <Stepper.Step
                  key={key}
                  label={wide ? steps[key] : undefined}
                  description={wide ? t.stepDescriptions[key] : undefined}
                  // A name only where the label is hidden: a visible label must be the button's name.
                  aria-label={wide ? undefined : t.stepName(index + 1, steps[key])}
                  allowStepSelect={index !== form.active && form.canOpen(index)}
                  // The stepper only knows "before the active step"; a later step the user already
                  // completed keeps its tick when they come back to an earlier one.
                  icon={form.completed[index] && index > form.active ? <IconCheck size={16} /> : undefined}
                  data-completed={form.completed[index] || undefined}
                >
                  <Title
                    order={2}
                    fz={{ base: 'md', sm: 'lg' }}
                    mb="md"
                    tabIndex={-1}
                    ref={index === form.active ? stepHeading : undefined}
                    data-testid="step-title"
                  >
                    {t.stepHeading(index + 1, REGISTRATION_STEP_KEYS.length, steps[key])}
                  </Title>
                  {index === 0 && <CompanyStep form={form} />}
                  {index === 1 && <ContactStep form={form} />}
                  {index === 2 && <ProductStep form={form} />}
                </Stepper.Step>
              ))}
            </Stepper>

            {form.formError && (
              <Alert
                ref={formErrorAlert}
                tabIndex={-1}
                color="red"
                icon={<IconAlertCircle size={18} />}
                role="alert"
                mb="md"
                data-testid="form-error"
              >
                {localised(form.formError, locale)}
              </Alert>
            )}
            {submit.isPending && (
              <Stack gap={4} mb="md" data-testid="upload-progress">
                <Group justify="space-between">
                  <Text size="sm">{t.uploading}</Text>
                  <Text size="sm" fw={600}>
                    {submit.progress}%
                  </Text>
                </Group>
                <Progress value={submit.progress} animated striped size="lg" aria-label={t.uploadProgress} />
              </Stack>
            )}

            <Group justify="space-between" gap="sm">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={form.back}
                disabled={form.active === 0 || submit.isPending}
                style={{ visibility: form.active === 0 ? 'hidden' : undefined }}
              >
                {t.back}
              </Button>
              {form.active === LAST_STEP ? (
                <Button type="submit" loading={submit.isPending} leftSection={<IconCheck size={16} />}>
                  {t.finish}
                </Button>
              ) : (
                <Button type="submit" rightSection={<IconArrowRight size={16} />}>
                  {t.next}
                </Button>
              )}
            </Group>
          </form>
        </Paper>
        <Text ta="center" size="sm" c="dimmed">
          {t.alreadyRegistered}{' '}
          <Anchor component={Link} to={PATHS.login} fw={600}>
            {t.logIn}
          </Anchor>
        </Text>
      </Stack>
      <LeaveGuard when={form.dirty && !submit.isPending} title={t.leaveTitle} message={t.leaveMessage} />
    </RegistrationLayout>
  );
}
