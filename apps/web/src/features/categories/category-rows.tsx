import { Table, Text, TextInput } from '@mantine/core';
import { type Category, categoryBodySchema } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { categoriesText } from '@tenderdesk/domain/ui/categories';
import { type KeyboardEvent, useState } from 'react';
import { EditDeleteActions, SaveCancelActions } from '../../components/row-actions';
import { errorMessage } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/form-errors';
import { useText } from '../../lib/i18n';
import { useUpdateCategory } from './api';

export function CategoryRow({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Table.Tr data-testid="category-row">
      <Table.Td>
        <Text size="sm" fw={500}>
          {category.category}
        </Text>
      </Table.Td>
      <Table.Td>
        <EditDeleteActions onEdit={onEdit} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

/** A category row being renamed in place: Enter or Save saves, Escape or Cancel leaves it as it was. */
export function CategoryEditRow({
  category,
  onSaved,
  onCancel,
}: {
  category: Category;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(category.category);
  const [error, setError] = useState<string>();
  const update = useUpdateCategory();
  const t = useText(categoriesText);
  const m = useText(messages);

  const save = () => {
    const parsed = categoryBodySchema.safeParse({ category: name });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues).category);
      return;
    }
    // Nothing changed: no call, and no "updated" banner for a save that did nothing.
    if (parsed.data.category === category.category) {
      onCancel();
      return;
    }
    update.mutate(
      { id: category._id, ...parsed.data },
      {
        onSuccess: () => onSaved(messages.category.updated(parsed.data.category)),
        // Shown on the input being edited, right where the officer is looking.
        onError: (err) => setError(errorMessage(err, m.generic.somethingWrong)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') onCancel();
  };

  return (
    <Table.Tr data-testid="category-row" bg="navy.0">
      <Table.Td>
        <TextInput
          aria-label={t.categoryName}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error}
          size="sm"
          autoFocus
        />
      </Table.Td>
      <Table.Td>
        <SaveCancelActions saving={update.isPending} onSave={save} onCancel={onCancel} />
      </Table.Td>
    </Table.Tr>
  );
}
