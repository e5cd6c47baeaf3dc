import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Progress,
  Stack,
  Stepper,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { bidsText } from '@tenderdesk/domain/ui/bids';
import { commonText } from '@tenderdesk/domain/ui/common';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { useSupplierBid } from './api';
import { type BidStep, bidSteps } from './bid-steps';
import type { SupplierBid } from './bid-types';
import { SecurityFields, useSecurityForm } from './security-step';
import { TechnicalFields, useTechnicalForm } from './technical-step';

/** The props the quotation editor gives the steps it shows before its prices (app/ joins the two). */
export type BidStepperProps = {
  tenderId: string;
  supplierId: string;
  /** The prices step: the quotation's own form, with a Back button when given one. */
  prices: (onBack?: () => void) => ReactNode;
  /** Whether the steps hold anything typed and not saved (closing then asks first). */
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
};

/** Each step's name and hint in the Stepper. */
function stepLabels(
  text: typeof evaluationMessages.supplierBid,
): Record<BidStep, { label: string; hint: string }> {
  return {
    technical: { label: text.stepTechnical, hint: text.stepTechnicalHint },
    security: { label: text.stepSecurity, hint: text.stepSecurityHint },
    prices: { label: text.stepPrices, hint: text.stepPricesHint },
  };
}

/**
 * The quotation modal's steps for a two-envelope tender or one asking an EMD or fee (issue 21):
 * Technical, Bid security, then the prices. It reads the bid; a tender that needs no steps (or a
 * server without the bid call) gets the prices alone, as before.
 */
export function BidStepper(props: BidStepperProps) {
  const locale = useLocale();
  const text = useText(evaluationMessages).supplierBid;
  const t = useText(bidsText);
  const read = useSupplierBid(props.supplierId, props.tenderId);
  if (read.data) {
    const steps = bidSteps(read.data.bid);
    if (steps.length === 1) return <>{props.prices()}</>;
    return <BidSteps {...props} bid={read.data.bid} steps={steps} />;
  }
  if (read.isError) {
    // No bid call on this server: the tender takes prices alone.
    if (read.error instanceof ApiError && read.error.status === 404) return <>{props.prices()}</>;
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="bid-load-error">
        {localised(errorMessage(read.error, text.loadFailed), locale)}
        <Group mt="sm">
          <Button size="xs" variant="light" color="red" onClick={() => read.refetch()}>
            {t.tryAgain}
          </Button>
          <Button size="xs" variant="default" onClick={props.onCancel}>
            {t.close}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Center h={200} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t.loadingBid}</VisuallyHidden>
    </Center>
  );
}

type StepsProps = BidStepperProps & { bid: SupplierBid; steps: BidStep[] };

function BidSteps({ bid, steps, supplierId, prices, onDirtyChange, onCancel }: StepsProps) {
  const locale = useLocale();
  const text = useText(evaluationMessages).supplierBid;
  const t = useText(bidsText);
  const labels = stepLabels(text);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const technical = useTechnicalForm(bid, supplierId);
  const security = useSecurityForm(bid, supplierId);
  const headings = useRef<Partial<Record<BidStep, HTMLHeadingElement | null>>>({});
  const step = steps[active] ?? 'prices';
  const dirty = technical.dirty || security.dirty;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const moved = useRef(false);
  // Once the new step is drawn, its heading takes the focus and the dialog shows its top.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const heading = headings.current[steps[active] ?? 'prices'];
    heading?.focus({ preventScroll: true });
    // The dialog scrolls back to its top: the steps and the new step's heading.
    for (let box = heading?.parentElement; box && box !== document.body; box = box.parentElement) {
      if (box.scrollTop > 0) box.scrollTop = 0;
    }
  }, [active, steps]);

  const go = (index: number, message: string | null = null) => {
    moved.current = true;
    setActive(index);
    setNotice(message);
  };

  const next = async () => {
    const outcome = await (step === 'technical' ? technical : security).save();
    if (outcome.ok) go(active + 1, outcome.message);
  };
  const back = active > 0 ? () => go(active - 1) : undefined;
  const saving = technical.saving || security.saving;
  const progress = step === 'technical' ? technical.progress : security.progress;

  const heading = (of: BidStep, title: string) => (
    <Title
      order={2}
      fz="lg"
      tabIndex={-1}
      ref={(element) => {
        headings.current[of] = element;
      }}
      style={{ outline: 'none' }}
    >
      {title}
    </Title>
  );
  const savedNotice = notice && (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      role="status"
      data-testid="step-saved"
    >
      {localised(notice, locale)}
    </Alert>
  );
  const footer = (
    <StepFooter
      phone={phone}
      saving={saving}
      progress={progress}
      onCancel={onCancel}
      onBack={back}
      onNext={() => void next()}
    />
  );

  return (
    <Stack gap="md" data-testid="bid-steps">
      <Stepper
        active={active}
        onStepClick={(index) => index < active && !saving && go(index)}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={phone ? 28 : 34}
        aria-label={t.stepsLabel}
      >
        {steps.map((one, index) => (
          <Stepper.Step
            key={one}
            // A phone names the step it is on; the others keep their names for screen readers.
            label={phone && index !== active ? undefined : labels[one].label}
            aria-label={phone && index !== active ? t.stepNumbered(index + 1, labels[one].label) : undefined}
            description={phone ? undefined : labels[one].hint}
            data-testid={`step-${one}`}
          />
        ))}
      </Stepper>
      {steps.includes('technical') && (
        <Stack gap="md" display={step === 'technical' ? undefined : 'none'} data-testid="technical-step">
          {heading('technical', t.technicalPart)}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm">{text.twoEnvelopeNote}</Text>
          </Group>
          <TechnicalFields bid={bid} form={technical} />
          {footer}
        </Stack>
      )}
      {steps.includes('security') && (
        <Stack gap="md" display={step === 'security' ? undefined : 'none'} data-testid="security-step">
          {heading('security', t.securityTitle)}
          {step === 'security' && savedNotice}
          <SecurityFields bid={bid} form={security} />
          {footer}
        </Stack>
      )}
      <Stack gap="md" display={step === 'prices' ? undefined : 'none'} data-testid="prices-step">
        {heading('prices', t.prices)}
        {step === 'prices' && savedNotice}
        {prices(back)}
      </Stack>
    </Stack>
  );
}

type FooterProps = {
  phone: boolean;
  saving: boolean;
  progress: number;
  onCancel: () => void;
  onBack?: () => void;
  onNext: () => void;
};

/** Cancel, Back and "Save and continue" (the step is saved on Next). */
function StepFooter({ phone, saving, progress, onCancel, onBack, onNext }: FooterProps) {
  const t = useText(bidsText);
  const common = useText(commonText);
  return (
    <Stack gap="xs">
      {saving && progress > 0 && progress < 100 && (
        <Progress value={progress} size="sm" aria-label={t.uploading} data-testid="step-progress" />
      )}
      <Group
        justify="flex-end"
        gap="sm"
        style={phone ? { flexDirection: 'column-reverse', alignItems: 'stretch' } : undefined}
      >
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {common.cancel}
        </Button>
        {onBack && (
          <Button variant="default" onClick={onBack} disabled={saving}>
            {t.back}
          </Button>
        )}
        <Button onClick={onNext} loading={saving} data-testid="step-next">
          {t.saveAndContinue}
        </Button>
      </Group>
    </Stack>
  );
}
