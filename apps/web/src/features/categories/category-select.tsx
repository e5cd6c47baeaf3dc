import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useCategories } from './api';

type CategorySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (categoryId: string | null) => void;
};

/**
 * A searchable pick of one category by its _id. Only the first matches are rendered, so a list of
 * thousands of categories still opens instantly; typing narrows it.
 */
export function CategorySelect({ value, onChange, placeholder, ...props }: CategorySelectProps) {
  const categories = useCategories();
  const options = useMemo(
    () => (categories.data ?? []).map((row) => ({ value: row._id, label: row.category })),
    [categories.data],
  );
  return (
    <Select
      searchable
      data={options}
      value={value}
      onChange={onChange}
      limit={100}
      maxDropdownHeight={280}
      nothingFoundMessage="No category matches"
      placeholder={
        categories.isPending ? 'Loading categories…' : (placeholder ?? 'Search or pick a category')
      }
      disabled={categories.isPending}
      {...props}
    />
  );
}
