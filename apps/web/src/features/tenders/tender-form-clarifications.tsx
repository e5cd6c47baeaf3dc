import { Paper, Text, Textarea, TextInput } from '@mantine/core';
import { addendumText, clarificationText } from '@tenderdesk/domain/clarification-messages';
import { ADDENDUM_NOTE_MAX } from '@tenderdesk/domain/clarifications';
import { tenderFormExtrasText } from '@tenderdesk/domain/ui/tender-form-extras';
import { useText } from '../../lib/i18n';
import { portalWallClock } from '../../lib/portal-time';

/*
 * The tender form's fields of decision 028, in their own chunk (the form is near its bundle budget):
 * when questions close, and the addendum note of an edit of a published tender.
 */

type FieldProps = { value: string; onChange: (value: string) => void; error?: string; disabled: boolean };

/** The stored ISO time shown as the portal's wall clock; a typed value as it is. */
const shown = (value: string) => (value.length > 16 ? portalWallClock(value) : value);

export function QuestionsCloseField({ value, onChange, error, disabled }: FieldProps) {
  const text = useText(clarificationText);
  return (
    <TextInput
      id="tender-questionsCloseAt"
      type="datetime-local"
      label={text.questionsCloseLabel}
      description={text.questionsCloseHint}
      value={shown(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
    />
  );
}

export function AddendumNoteSection({ value, onChange, error, disabled }: FieldProps) {
  const t = useText(tenderFormExtrasText);
  const text = useText(addendumText);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t.addendum}>
      <Text component="h2" fw={650} fz="md" mt={0} mb={2}>
        {t.addendum}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {text.noteHint}
      </Text>
      <Textarea
        id="tender-addendumNote"
        label={text.noteLabel}
        withAsterisk
        autosize
        minRows={2}
        maxRows={8}
        maxLength={ADDENDUM_NOTE_MAX}
        description={text.ruleHint}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        disabled={disabled}
      />
    </Paper>
  );
}
