import {
  Alert,
  FileInput,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconFileUpload } from '@tabler/icons-react';
import { DOCUMENT_ACCEPT } from '@tenderdesk/domain/documents';
import {
  EXEMPTION_LABELS,
  type Exemption,
  PAYMENT_INSTRUMENT_LABELS,
  PAYMENT_INSTRUMENTS,
  type PaymentInstrument,
  SECURITY_KIND_LABELS,
  type SecurityKind,
  type SecurityMode,
} from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { bidsText } from '@tenderdesk/domain/ui/bids';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { portalTimeZone } from '../../lib/portal-time';
import { useSaveSecurity } from './api';
import { askedAmount, askedSecurityKinds } from './bid-steps';
import type { SupplierBid } from './bid-types';
import {
  allowedExemptions,
  amountText,
  changedDraft,
  checkSecurity,
  firstSecurityError,
  knownUdyamOf,
  type SecurityDraft,
  type SecurityErrors,
  type SecurityField,
  sameSecurity,
  securityDraftOf,
  securityFieldOf,
  securityFormData,
} from './security-rules';
import { fileProblem } from './technical-rules';
import { KeptFile, NOT_SAVED, type SaveOutcome } from './technical-step';
import { VerificationBadge } from './verification-badge';

export const securityInputId = (kind: SecurityKind, field: SecurityField) => `security-${kind}-${field}`;

type Drafts = Partial<Record<SecurityKind, SecurityDraft>>;
type ErrorsByKind = Partial<Record<SecurityKind, SecurityErrors>>;

function draftsOf(bid: SupplierBid): Drafts {
  const drafts: Drafts = {};
  for (const kind of askedSecurityKinds(bid)) {
    drafts[kind] = securityDraftOf(
      kind,
      bid,
      bid.securities.find((security) => security.kind === kind),
      knownUdyamOf(bid),
    );
  }
  return drafts;
}

/**
 * The bid security and fee being typed, one declaration per kind asked: Save checks each, then
 * sends those changed (or never sent), one after the other; a refusal stays on its kind's form.
 */
export function useSecurityForm(bid: SupplierBid, supplierId: string) {
  const kinds = askedSecurityKinds(bid);
  const [initial, setInitial] = useState(() => draftsOf(bid));
  const [drafts, setDrafts] = useState(initial);
  const [errors, setErrors] = useState<ErrorsByKind>({});
  const mutation = useSaveSecurity(supplierId, bid.tenderId);
  const changed = (kind: SecurityKind) => {
    const draft = drafts[kind];
    const start = initial[kind];
    return !draft || !start || !sameSecurity(draft, start);
  };
  const dirty = kinds.some(changed);

  const change = (kind: SecurityKind, patch: Partial<SecurityDraft>) => {
    const current = drafts[kind];
    if (!current) return;
    const others = kinds.filter((other) => other !== kind).map((other) => drafts[other]);
    setDrafts({ ...drafts, [kind]: changedDraft(current, patch, others) });
    const fields = Object.keys(patch) as SecurityField[];
    const problem = patch.proof ? fileProblem(patch.proof, null) : null;
    setErrors((all) => {
      const mine = { ...all[kind] };
      for (const field of fields) delete mine[field];
      delete mine.form;
      if (problem) mine.proof = problem;
      return { ...all, [kind]: mine };
    });
  };

  const fail = (kind: SecurityKind, found: SecurityErrors) => {
    setErrors((all) => ({ ...all, [kind]: found }));
    const first = firstSecurityError(found);
    const id = first ? securityInputId(kind, first) : null;
    if (id) {
      requestAnimationFrame(() => {
        const target = document.getElementById(id);
        (target?.matches('input, button, select') ? target : target?.querySelector('input'))?.focus();
      });
    }
  };

  const save = async (): Promise<SaveOutcome> => {
    if (mutation.isPending) return NOT_SAVED;
    const found: ErrorsByKind = {};
    for (const kind of kinds) {
      const draft = drafts[kind];
      if (!draft) continue;
      const problems = checkSecurity(kind, bid, draft, portalToday(portalTimeZone()));
      if (draft.proof) {
        const problem = fileProblem(draft.proof, null);
        if (problem) problems.proof = problem;
      }
      if (Object.keys(problems).length > 0) found[kind] = problems;
    }
    const firstKind = kinds.find((kind) => found[kind]);
    if (firstKind) {
      setErrors(found);
      fail(firstKind, found[firstKind] ?? {});
      return NOT_SAVED;
    }
    setErrors({});
    let message: string | null = null;
    for (const kind of kinds) {
      const draft = drafts[kind];
      const stored = bid.securities.some((security) => security.kind === kind);
      if (!draft || (stored && !changed(kind))) continue;
      try {
        const answer = await mutation.mutateAsync({ kind, form: securityFormData(draft) });
        const security = answer?.data?.securities?.find((one) => one.kind === kind);
        const next = security ? securityDraftOf(kind, answer.data, security) : { ...draft, proof: null };
        setInitial((all) => ({ ...all, [kind]: next }));
        setDrafts((all) => ({ ...all, [kind]: next }));
        message = answer?.message ?? evaluationMessages.securitySaved;
      } catch (error) {
        const refusal = errorMessage(error, evaluationMessages.supplierBid.securityFailed);
        const field = error instanceof ApiError && error.status === 400 ? securityFieldOf(error.field) : null;
        fail(kind, field ? { [field]: refusal } : { form: refusal });
        return NOT_SAVED;
      }
    }
    return { ok: true, message };
  };

  return {
    kinds,
    drafts,
    errors,
    saving: mutation.isPending,
    progress: mutation.progress,
    dirty,
    change,
    save,
  };
}

export type SecurityForm = ReturnType<typeof useSecurityForm>;

/** One form per kind asked (EMD, then the fee). */
export function SecurityFields({ bid, form }: { bid: SupplierBid; form: SecurityForm }) {
  return (
    <Stack gap="md" data-testid="security-fields">
      {form.kinds.map((kind) => {
        const draft = form.drafts[kind];
        if (!draft) return null;
        return (
          <KindForm
            key={kind}
            kind={kind}
            bid={bid}
            draft={draft}
            errors={form.errors[kind] ?? {}}
            disabled={form.saving}
            onChange={(patch) => form.change(kind, patch)}
          />
        );
      })}
    </Stack>
  );
}

type KindProps = {
  kind: SecurityKind;
  bid: SupplierBid;
  draft: SecurityDraft;
  errors: SecurityErrors;
  disabled: boolean;
  onChange: (patch: Partial<SecurityDraft>) => void;
};

function KindForm({ kind, bid, draft, errors, disabled, onChange }: KindProps) {
  const locale = useLocale();
  const evaluation = useText(evaluationMessages);
  const said = evaluation.supplierBid;
  const statement = evaluation.statement;
  const t = useText(bidsText);
  const kinds = useText(SECURITY_KIND_LABELS);
  const exemptions = allowedExemptions(bid);
  const stored = bid.securities.find((security) => security.kind === kind);
  const [fileError, setFileError] = useState<string | null>(null);
  const id = (field: SecurityField) => securityInputId(kind, field);
  return (
    <Paper withBorder p="md" radius="md" data-testid={`security-${kind}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} fz="md">
              {kinds[kind]}
            </Title>
            <Text size="sm" c="dimmed">
              {said.asked(amountText(askedAmount(bid, kind)))}
            </Text>
          </Stack>
          {stored && <VerificationBadge status={stored.verification} />}
        </Group>
        {exemptions.length > 0 ? (
          <Radio.Group
            id={id('mode')}
            label={t.howMet}
            withAsterisk
            value={draft.mode}
            error={errors.mode && localised(errors.mode, locale)}
            onChange={(mode) => onChange({ mode: mode as SecurityMode })}
          >
            <Group gap="lg" mt={6}>
              <Radio value="paid" label={statement.paid} disabled={disabled} />
              <Radio value="exempt" label={statement.exempt} disabled={disabled} />
            </Group>
          </Radio.Group>
        ) : (
          <Text size="sm">{said.noExemptions}</Text>
        )}
        {draft.mode === 'paid' && <PaidFields {...{ kind, draft, errors, disabled, onChange }} />}
        {draft.mode === 'exempt' && (
          <ExemptFields {...{ kind, draft, errors, disabled, onChange }} exemptions={exemptions} />
        )}
        {draft.mode !== null && (
          <Stack gap={6}>
            <FileInput
              id={id('proof')}
              label={draft.mode === 'paid' ? t.proofOfPayment : t.proofOfExemption}
              withAsterisk={draft.mode === 'paid' && !draft.kept}
              description={said.fileTypes}
              accept={DOCUMENT_ACCEPT}
              placeholder={draft.kept ? t.chooseReplacement : t.chooseFile}
              leftSection={<IconFileUpload size={18} aria-hidden />}
              clearable
              value={draft.proof}
              error={errors.proof && localised(errors.proof, locale)}
              disabled={disabled}
              onChange={(proof) => onChange({ proof })}
              data-testid={`security-${kind}-proof`}
            />
            {draft.kept && !draft.proof && (
              <KeptFile file={draft.kept} label={kinds[kind]} onError={setFileError} />
            )}
          </Stack>
        )}
        {(errors.form || fileError) && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="security-error">
            {localised(errors.form ?? fileError ?? '', locale)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

type FieldsProps = Omit<KindProps, 'bid'>;

function PaidFields({ kind, draft, errors, disabled, onChange }: FieldsProps) {
  const locale = useLocale();
  const t = useText(bidsText);
  const instruments = useText(PAYMENT_INSTRUMENT_LABELS);
  const id = (field: SecurityField) => securityInputId(kind, field);
  const error = (field: SecurityField) => {
    const message = errors[field];
    return message ? localised(message, locale) : undefined;
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <NativeSelect
        id={id('instrument')}
        label={t.paidBy}
        withAsterisk
        data={[
          { value: '', label: t.choose },
          ...PAYMENT_INSTRUMENTS.map((value) => ({ value, label: instruments[value] })),
        ]}
        value={draft.instrument}
        error={error('instrument')}
        disabled={disabled}
        onChange={(event) => onChange({ instrument: event.currentTarget.value as PaymentInstrument | '' })}
      />
      <TextInput
        id={id('reference')}
        label={t.reference}
        placeholder={t.referencePlaceholder}
        withAsterisk
        maxLength={100}
        value={draft.reference}
        error={error('reference')}
        disabled={disabled}
        onChange={(event) => onChange({ reference: event.currentTarget.value })}
      />
      <TextInput
        id={id('paidOn')}
        label={t.paidOn}
        withAsterisk
        type="date"
        value={draft.paidOn}
        error={error('paidOn')}
        disabled={disabled}
        onChange={(event) => onChange({ paidOn: event.currentTarget.value })}
      />
      <TextInput
        id={id('amount')}
        label={t.amount}
        withAsterisk
        inputMode="decimal"
        leftSection={<span aria-hidden="true">₹</span>}
        value={draft.amount}
        error={error('amount')}
        disabled={disabled}
        onChange={(event) => onChange({ amount: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}

function ExemptFields({
  kind,
  draft,
  errors,
  disabled,
  onChange,
  exemptions,
}: FieldsProps & { exemptions: Exemption[] }) {
  const locale = useLocale();
  const t = useText(bidsText);
  const labels = useText(EXEMPTION_LABELS);
  const id = (field: SecurityField) => securityInputId(kind, field);
  const error = (field: SecurityField) => {
    const message = errors[field];
    return message ? localised(message, locale) : undefined;
  };
  return (
    <Stack gap="sm">
      <Radio.Group
        id={id('exemption')}
        label={t.exemptionClaimed}
        withAsterisk
        value={draft.exemption}
        error={error('exemption')}
        onChange={(exemption) => onChange({ exemption: exemption as Exemption })}
      >
        <Stack gap={6} mt={6}>
          {exemptions.map((exemption) => (
            <Radio key={exemption} value={exemption} label={labels[exemption]} disabled={disabled} />
          ))}
        </Stack>
      </Radio.Group>
      {draft.exemption === 'mse' && (
        <TextInput
          id={id('udyamNumber')}
          label={t.udyamNumber}
          placeholder="UDYAM-XX-00-0000000"
          withAsterisk
          styles={{ wrapper: { maxWidth: 320 } }}
          value={draft.udyamNumber}
          error={error('udyamNumber')}
          disabled={disabled}
          onChange={(event) => onChange({ udyamNumber: event.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
