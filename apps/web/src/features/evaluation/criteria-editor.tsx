import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  CRITERION_KIND_LABELS,
  CRITERION_KINDS,
  type CriterionKind,
  EVALUATION_LIMITS,
} from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { evaluationSettingsText } from '@tenderdesk/domain/ui/evaluation';
import { localised, useText } from '../../lib/i18n';
import {
  addCriterion,
  type CriterionDraft,
  moveCriterion,
  removeCriterion,
  type SettingsErrors,
  type SettingsForm,
  updateCriterion,
} from './settings-state';

/** The id of a criterion's input (its key survives moves), for focus and error placement. */
export const criterionInputId = (key: string, part: 'label' | 'minimum' | 'up' | 'down' | 'remove') =>
  `criterion-${key}-${part}`;
export const ADD_CRITERION_ID = 'criterion-add';

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The technical criteria of a two-envelope tender: each a kind, a requirement, mandatory or not, and
 * a minimum for numbers; added, removed and moved with buttons a keyboard reaches, focus following
 * the row that moved (or the next row once one is removed).
 */
export function CriteriaEditor({
  form,
  errors,
  onChange,
}: {
  form: SettingsForm;
  errors: SettingsErrors;
  onChange: (next: SettingsForm) => void;
}) {
  const t = useText(evaluationSettingsText).criteria;
  const text = useText(evaluationMessages);
  const { criteria } = form;
  const full = criteria.length >= EVALUATION_LIMITS.criteria;
  const add = () => {
    const next = addCriterion(form);
    onChange(next);
    const added = next.criteria.at(-1);
    if (added && next !== form) focusSoon(criterionInputId(added.key, 'label'));
  };
  const move = (index: number, by: -1 | 1) => {
    const key = criteria[index]?.key;
    onChange(moveCriterion(form, index, by));
    if (!key) return;
    const to = index + by;
    // At either end the pressed button turns off: focus its partner instead.
    const edge = to === 0 || to === criteria.length - 1;
    focusSoon(criterionInputId(key, edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'));
  };
  const remove = (index: number) => {
    onChange(removeCriterion(form, index));
    const next = criteria[index + 1] ?? criteria[index - 1];
    focusSoon(next ? criterionInputId(next.key, 'label') : ADD_CRITERION_ID);
  };
  return (
    <Stack gap="sm">
      {criteria.length === 0 && (
        <Text size="sm" c="dimmed">
          {text.criteriaEmpty}
        </Text>
      )}
      {errors.criteria && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="criteria-error">
          {localised(errors.criteria)}
        </Alert>
      )}
      <Stack gap="sm" role="list" aria-label={t.listName}>
        {criteria.map((criterion, index) => (
          <CriterionRow
            key={criterion.key}
            criterion={criterion}
            index={index}
            count={criteria.length}
            errors={errors}
            onChange={(patch) => onChange(updateCriterion(form, index, patch))}
            onMove={(by) => move(index, by)}
            onRemove={() => remove(index)}
          />
        ))}
      </Stack>
      <Button
        id={ADD_CRITERION_ID}
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={add}
        disabled={full}
        w="fit-content"
        data-testid="add-criterion"
      >
        {t.add}
      </Button>
    </Stack>
  );
}

function CriterionRow({
  criterion,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  criterion: CriterionDraft;
  index: number;
  count: number;
  errors: SettingsErrors;
  onChange: (patch: Partial<Omit<CriterionDraft, 'key'>>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useText(evaluationSettingsText).criteria;
  const kindLabels = useText(CRITERION_KIND_LABELS);
  const kindOptions = CRITERION_KINDS.map((kind) => ({ value: kind, label: kindLabels[kind] }));
  const row = index + 1;
  const name = criterion.label.trim() || t.unnamed(row);
  const fieldError = (key: string) => {
    const message = errors[key];
    return message ? localised(message) : undefined;
  };
  return (
    <Paper withBorder p="sm" role="listitem" data-testid="criterion-row" aria-label={t.criterion(row)}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text size="sm" fw={650}>
          {t.criterion(row)}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            id={criterionInputId(criterion.key, 'up')}
            variant="subtle"
            aria-label={t.moveUp(name)}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            id={criterionInputId(criterion.key, 'down')}
            variant="subtle"
            aria-label={t.moveDown(name)}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            id={criterionInputId(criterion.key, 'remove')}
            variant="subtle"
            color="red"
            aria-label={t.remove(name)}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={t.kind}
          aria-label={t.kindOf(row)}
          data={kindOptions}
          value={criterion.kind}
          onChange={(event) => onChange({ kind: event.currentTarget.value as CriterionKind })}
          w={{ base: '100%', sm: 210 }}
        />
        <TextInput
          id={criterionInputId(criterion.key, 'label')}
          label={t.requirement}
          aria-label={t.requirementOf(row)}
          placeholder={t.requirementExample}
          withAsterisk
          maxLength={EVALUATION_LIMITS.criterionLabel}
          value={criterion.label}
          onChange={(event) => onChange({ label: event.currentTarget.value })}
          error={fieldError(`criteria.${index}.label`)}
          style={{ flex: '1 1 260px', minWidth: 0 }}
        />
        {criterion.kind === 'number' && (
          <TextInput
            id={criterionInputId(criterion.key, 'minimum')}
            label={t.minimum}
            aria-label={t.minimumOf(row)}
            description={t.minimumHint}
            inputMode="decimal"
            value={criterion.minimum}
            onChange={(event) => onChange({ minimum: event.currentTarget.value })}
            error={fieldError(`criteria.${index}.minimum`)}
            w={{ base: '100%', sm: 170 }}
          />
        )}
      </Group>
      <Checkbox
        mt="sm"
        label={t.mandatory}
        aria-label={t.mandatoryOf(row)}
        checked={criterion.mandatory}
        onChange={(event) => onChange({ mandatory: event.currentTarget.checked })}
      />
    </Paper>
  );
}
