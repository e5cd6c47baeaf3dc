import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  addendumText as addendumSource,
  clarificationText as clarificationSource,
} from '@tenderdesk/domain/clarification-messages';
import {
  describeAddendum,
  QUESTION_MAX,
  type TenderAddendum,
  type TenderQuestion,
} from '@tenderdesk/domain/clarifications';
import { clarificationsUiText } from '@tenderdesk/domain/ui/clarifications';
import { commonText } from '@tenderdesk/domain/ui/common';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { formatInstant } from '../../lib/portal-time';
import { useAddenda, useAnswerQuestion, useAskQuestion, useQuestions } from './api';

type Role = 'admin' | 'supplier';

const useAddendumText = () => useText(addendumSource);
const useClarificationText = () => useText(clarificationSource);

/** A refusal or failure in the language on screen (the server's answer, else the fallback given). */
function useErrorText() {
  const locale = useLocale();
  return (error: unknown, fallback: string) => localised(errorMessage(error, fallback), locale);
}

/**
 * A published tender's addenda and its questions and answers (issue 13, decision 028), shown under
 * the tender on the admin's /tender-details/{id} and the supplier's /rfq/{id}.
 */
export function TenderClarifications({
  tenderId,
  role,
  questionsAllowed = true,
}: {
  tenderId: string;
  role: Role;
  /** False for a supplier without interest (or rejected): the questions are not asked for. */
  questionsAllowed?: boolean;
}) {
  return (
    <Stack gap="md">
      <AddendaSection tenderId={tenderId} />
      <QuestionsSection tenderId={tenderId} role={role} allowed={questionsAllowed} />
    </Stack>
  );
}

function Section({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id} data-testid={id}>
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Text component="h2" id={id} fw={650} fz="md" m={0}>
          {title}
        </Text>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

function AddendaSection({ tenderId }: { tenderId: string }) {
  const addendumText = useAddendumText();
  const errorText = useErrorText();
  const addenda = useAddenda(tenderId);
  return (
    <Section id="tender-addenda" title={addendumText.title}>
      {addenda.isPending ? (
        <Skeleton height={48} />
      ) : addenda.isError ? (
        <Alert color="red" role="alert">
          {errorText(addenda.error, addendumText.loadFailed)}
        </Alert>
      ) : addenda.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {addendumText.none}
        </Text>
      ) : (
        <Stack gap="md">
          {addenda.data.map((addendum) => (
            <Addendum key={addendum._id} addendum={addendum} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

function Addendum({ addendum }: { addendum: TenderAddendum }) {
  const addendumText = useAddendumText();
  return (
    <Box component="article" aria-label={addendumText.heading(addendum.number)}>
      <Group gap="xs" mb={4}>
        <Text component="h3" fw={650} fz="sm" m={0}>
          {addendumText.heading(addendum.number)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatInstant(addendum.issuedAt)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {addendum.note}
      </Text>
      <List size="sm" c="dimmed" mt={4} spacing={2} style={{ overflowWrap: 'anywhere' }}>
        {describeAddendum(addendum.changes, addendumText).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Box>
  );
}

function QuestionsSection({ tenderId, role, allowed }: { tenderId: string; role: Role; allowed: boolean }) {
  const clarificationText = useClarificationText();
  const errorText = useErrorText();
  const questions = useQuestions(tenderId, allowed);
  const data = questions.data;
  const aside = data ? (
    <Text size="xs" c="dimmed">
      {(data.questionsOpen ? clarificationText.closesOn : clarificationText.closedShort)(
        formatInstant(data.questionsCloseAt),
      )}
    </Text>
  ) : null;
  let body: ReactNode;
  if (!allowed) {
    body = (
      <Alert color="gray" data-testid="questions-need-interest">
        {clarificationText.noInterest}
      </Alert>
    );
  } else if (questions.isPending) body = <Skeleton height={64} />;
  else if (questions.isError) {
    const noInterest = questions.error instanceof ApiError && questions.error.status === 403;
    body = (
      <Alert color={noInterest ? 'gray' : 'red'} role={noInterest ? undefined : 'alert'}>
        {errorText(questions.error, clarificationText.loadFailed)}
      </Alert>
    );
  } else {
    const list = questions.data.data;
    body = (
      <Stack gap="md">
        {role === 'supplier' && questions.data.questionsOpen && <AskForm tenderId={tenderId} />}
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {role === 'admin' ? clarificationText.noneAdmin : clarificationText.none}
          </Text>
        ) : (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((question) => (
              <QuestionItem key={question._id} question={question} role={role} tenderId={tenderId} />
            ))}
          </Stack>
        )}
      </Stack>
    );
  }
  return (
    <Section id="tender-questions" title={clarificationText.title} aside={aside}>
      {body}
    </Section>
  );
}

function AskForm({ tenderId }: { tenderId: string }) {
  const clarificationText = useClarificationText();
  const errorText = useErrorText();
  const t = useText(clarificationsUiText);
  const [text, setText] = useState('');
  const [done, setDone] = useState(false);
  const ask = useAskQuestion(tenderId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    ask.mutate(text, {
      onSuccess: () => {
        setText('');
        setDone(true);
      },
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Textarea
          label={clarificationText.ask}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={QUESTION_MAX}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setDone(false);
          }}
          description={t.characters(text.length, QUESTION_MAX)}
          error={ask.isError ? errorText(ask.error, clarificationText.askFailed) : undefined}
        />
        <Group justify="space-between" gap="xs">
          {/* teal.9: 5:1 on white (teal.8 was 3.9:1, below AA; issue 18). */}
          <Text size="xs" c="teal.9" role="status">
            {done ? clarificationText.asked : ''}
          </Text>
          <Button type="submit" loading={ask.isPending} disabled={text.trim() === ''}>
            {t.sendQuestion}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function QuestionItem({
  question,
  role,
  tenderId,
}: {
  question: TenderQuestion;
  role: Role;
  tenderId: string;
}) {
  const clarificationText = useClarificationText();
  return (
    <Box component="li" p="sm" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 8, minWidth: 0 }}>
      <Group gap="xs" mb={4} wrap="wrap">
        {question.askedByYou && (
          <Badge variant="light" size="sm">
            {clarificationText.askedByYou}
          </Badge>
        )}
        {role === 'admin' && question.askedBy && (
          <Text size="xs" fw={600}>
            {question.askedBy}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatInstant(question.askedAt)}
        </Text>
        {question.answer === null && (
          <Badge variant="light" color="yellow" size="sm">
            {clarificationText.unanswered}
          </Badge>
        )}
      </Group>
      <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {question.question}
      </Text>
      {role === 'admin' ? (
        <AnswerForm question={question} tenderId={tenderId} />
      ) : (
        question.answer !== null && (
          <Text
            size="sm"
            mt={6}
            pl="sm"
            style={{
              borderLeft: '3px solid var(--mantine-color-blue-4)',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {question.answer}
          </Text>
        )
      )}
    </Box>
  );
}

function AnswerForm({ question, tenderId }: { question: TenderQuestion; tenderId: string }) {
  const clarificationText = useClarificationText();
  const errorText = useErrorText();
  const t = useText(clarificationsUiText);
  const common = useText(commonText);
  const [text, setText] = useState(question.answer ?? '');
  const answer = useAnswerQuestion(tenderId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    answer.mutate({ questionId: question._id, answer: text });
  };
  const unchanged = text.trim() === (question.answer ?? '');
  return (
    <form onSubmit={submit}>
      <Stack gap={6} mt="xs">
        <Textarea
          label={t.answer}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={QUESTION_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={answer.isError ? errorText(answer.error, clarificationText.answerFailed) : undefined}
          description={
            question.answeredAt
              ? question.answeredBy
                ? t.answeredOnBy(formatInstant(question.answeredAt), question.answeredBy)
                : t.answeredOn(formatInstant(question.answeredAt))
              : undefined
          }
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="xs"
            loading={answer.isPending}
            disabled={text.trim() === '' || unchanged}
          >
            {common.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
