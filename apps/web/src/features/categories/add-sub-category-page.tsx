import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { subCategoryBodySchema } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { categoriesText } from '@tenderdesk/domain/ui/categories';
import { Link } from 'react-router';
import { FormPage } from '../../components/form-page';
import { useTimedBanner } from '../../components/timed-banner';
import { MASTER_TABLE_BANNER_MS } from '../../lib/banner-timing';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddSubCategory, useCategories } from './api';
import { CategorySelect } from './category-select';

export function AddSubCategoryPage() {
  const t = useText(categoriesText);
  const categories = useCategories();
  // The category is held as '' until one is picked, which is what the schema reports as not picked.
  const { values, setValues, errors, set, submitWith, reportErrorTo } = useSchemaForm(subCategoryBodySchema, {
    category: '',
    subCategory: '',
  });
  const { banner, show, clear } = useTimedBanner();
  const addSubCategory = useAddSubCategory();
  const noCategories = categories.isSuccess && categories.data.length === 0;

  const onSubmit = submitWith((body) => {
    clear();
    addSubCategory.mutate(body, {
      // The category stays picked: sub-categories are usually added several at a time to one category.
      onSuccess: () => {
        show('success', messages.category.subAdded(body.subCategory), MASTER_TABLE_BANNER_MS);
        setValues((current) => ({ ...current, subCategory: '' }));
      },
      onError: reportErrorTo((message) => show('error', message, MASTER_TABLE_BANNER_MS)),
    });
  });

  return (
    <FormPage
      title={t.addSub.title}
      description={t.addSub.description}
      actions={
        <Button
          component={Link}
          to={PATHS.subCategories}
          variant="default"
          leftSection={<IconList size={16} />}
        >
          {t.addSub.all}
        </Button>
      }
      banner={banner}
      onCloseBanner={clear}
      formLabel={t.addSub.formLabel}
      onSubmit={onSubmit}
      submitLabel={t.addSub.submit}
      submitIcon={<IconPlus size={16} />}
      submitting={addSubCategory.isPending}
    >
      <CategorySelect
        label={t.category}
        required
        value={values.category || null}
        onChange={(value) => set('category')(value ?? '')}
        error={errors.category}
      />
      {noCategories && (
        <Text size="sm" c="dimmed" mt={-8}>
          {t.addSub.noCategories}{' '}
          <Anchor component={Link} to={PATHS.addCategory} size="sm">
            {t.addSub.addCategoryFirst}
          </Anchor>
          .
        </Text>
      )}
      <TextInput
        label={t.addSub.name}
        placeholder={t.addSub.placeholder}
        required
        value={values.subCategory}
        onChange={(event) => set('subCategory')(event.currentTarget.value)}
        error={errors.subCategory}
      />
    </FormPage>
  );
}
