import { z } from 'zod';
import { addendumText, clarificationText } from './clarification-messages';
import { ADDENDUM_NOTE_MAX, QUESTION_MAX } from './clarifications';
import { FIELD_LABELS } from './field-labels';
import { messages } from './messages';
import { isStorableText } from './text';

/** The request bodies of the clarification calls and the addendum note (decision 028); the server's checks. */

function text(label: string, max: number) {
  const required = clarificationText.required(label);
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, clarificationText.tooLong(label, max))
    .refine(isStorableText, messages.text.invalidCharacters(label));
}

/** Body of POST /api/suppliers/{tenderId}/supplier/{supplierId}/questions. */
export const askQuestionSchema = z.object(
  { question: text(FIELD_LABELS.question, QUESTION_MAX) },
  { error: clarificationText.required(FIELD_LABELS.question) },
);

/** Body of PUT /api/tenders/{tenderId}/questions/{questionId}/answer. */
export const answerQuestionSchema = z.object(
  { answer: text(FIELD_LABELS.answer, QUESTION_MAX) },
  { error: clarificationText.required(FIELD_LABELS.answer) },
);

/** The addendum note as the tender form sends it. */
export const addendumNoteSchema = text(addendumText.noteLabel, ADDENDUM_NOTE_MAX);
