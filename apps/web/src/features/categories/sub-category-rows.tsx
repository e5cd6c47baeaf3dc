import { Stack, Table, Text, TextInput, useMatches } from '@mantine/core';
import { type SubCategory, subCategoryBodySchema } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { categoriesText } from '@tenderdesk/domain/ui/categories';
import { type KeyboardEvent, useState } from 'react';
import { EditDeleteActions, SaveCancelActions } from '../../components/row-actions';
import { type FieldErrors, fieldErrorsOf, placeServerError } from '../../lib/form-errors';
import { useText } from '../../lib/i18n';
import { useUpdateSubCategory } from './api';
import { CategorySelect } from './category-select';

export function SubCategoryRow({
  subCategory,
  onEdit,
  onDelete,
}: {
  subCategory: SubCategory;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Table.Tr data-testid="sub-category-row">
      <Table.Td>
        <Text size="sm" c="dimmed">
          {subCategory.category}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {subCategory.subCategory}
        </Text>
      </Table.Td>
      <Table.Td>
        <EditDeleteActions onEdit={onEdit} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

/** A sub-category edited in place: both its category and its name can change. */
export function SubCategoryEditRow({
  subCategory,
  onSaved,
  onCancel,
}: {
  subCategory: SubCategory;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const [categoryId, setCategoryId] = useState<string | null>(subCategory.categoryId);
  const [name, setName] = useState(subCategory.subCategory);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateSubCategory();
  const t = useText(categoriesText);
  const m = useText(messages);
  const stacked = useMatches({ base: true, sm: false });

  const save = () => {
    const parsed = subCategoryBodySchema.safeParse({ category: categoryId ?? '', subCategory: name });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    if (
      parsed.data.category === subCategory.categoryId &&
      parsed.data.subCategory === subCategory.subCategory
    ) {
      onCancel();
      return;
    }
    update.mutate(
      { id: subCategory._id, ...parsed.data },
      {
        onSuccess: () => onSaved(messages.category.subUpdated(parsed.data.subCategory)),
        // Refusals without a field (not found, ...) go under the name, where the officer is looking.
        onError: (err) => {
          const { field, message } = placeServerError(err, m.generic.somethingWrong, ['category']);
          setErrors({ [field ?? 'subCategory']: message });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') onCancel();
  };

  const categoryField = (
    <CategorySelect
      aria-label={t.category}
      size="sm"
      value={categoryId}
      onChange={setCategoryId}
      error={errors.category}
      allowDeselect={false}
    />
  );
  const nameField = (
    <TextInput
      aria-label={t.addSub.name}
      size="sm"
      value={name}
      onChange={(event) => setName(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      error={errors.subCategory}
      autoFocus
    />
  );

  return (
    <Table.Tr data-testid="sub-category-row" bg="navy.0">
      {stacked ? (
        // On a phone the two fields share both columns, one above the other, so neither is cramped.
        <Table.Td colSpan={2}>
          <Stack gap="xs">
            {categoryField}
            {nameField}
          </Stack>
        </Table.Td>
      ) : (
        <>
          <Table.Td>{categoryField}</Table.Td>
          <Table.Td>{nameField}</Table.Td>
        </>
      )}
      <Table.Td>
        <SaveCancelActions saving={update.isPending} onSave={save} onCancel={onCancel} />
      </Table.Td>
    </Table.Tr>
  );
}
