import { Table, Text, TextInput } from '@mantine/core';
import { type SubCategory, subCategoryBodySchema } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { type KeyboardEvent, useState } from 'react';
import { useUpdateSubCategory } from './api';
import { CategorySelect } from './category-select';
import { type FieldErrors, fieldErrorsOf, placeServerError } from './form-errors';
import { EditDeleteActions, SaveCancelActions } from './row-actions';

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
          {subCategory.categoryName}
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
  const [categoryId, setCategoryId] = useState<string | null>(subCategory.category);
  const [name, setName] = useState(subCategory.subCategory);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateSubCategory();

  const save = () => {
    const parsed = subCategoryBodySchema.safeParse({ category: categoryId ?? '', subCategory: name });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    if (
      parsed.data.category === subCategory.category &&
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
          const { field, message } = placeServerError(err, messages.generic.somethingWrong, ['category']);
          setErrors({ [field ?? 'subCategory']: message });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') onCancel();
  };

  return (
    <Table.Tr data-testid="sub-category-row" bg="navy.0">
      <Table.Td>
        <CategorySelect
          aria-label="Category"
          size="sm"
          value={categoryId}
          onChange={setCategoryId}
          error={errors.category}
          allowDeselect={false}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label="Sub category name"
          size="sm"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={errors.subCategory}
          autoFocus
        />
      </Table.Td>
      <Table.Td>
        <SaveCancelActions saving={update.isPending} onSave={save} onCancel={onCancel} />
      </Table.Td>
    </Table.Tr>
  );
}
