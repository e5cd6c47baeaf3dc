import { Select, type SelectProps } from '@mantine/core';
import { categoriesText } from '@tenderdesk/domain/ui/categories';
import { useMemo } from 'react';
import { useText } from '../../lib/i18n';
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
  const t = useText(categoriesText);
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
      nothingFoundMessage={t.select.nothingFound}
      placeholder={categories.isPending ? t.select.loading : (placeholder ?? t.select.placeholder)}
      disabled={categories.isPending}
      {...props}
    />
  );
}
