import { Button, TextInput } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { categoryBodySchema } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { categoriesText } from '@tenderdesk/domain/ui/categories';
import { Link } from 'react-router';
import { FormPage } from '../../components/form-page';
import { useTimedBanner } from '../../components/timed-banner';
import { MASTER_TABLE_BANNER_MS } from '../../lib/banner-timing';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddCategory } from './api';

export function AddCategoryPage() {
  const t = useText(categoriesText);
  const { values, set, errors, submitWith, reportErrorTo, reset } = useSchemaForm(categoryBodySchema, {
    category: '',
  });
  const { banner, show, clear } = useTimedBanner();
  const addCategory = useAddCategory();

  const onSubmit = submitWith((body) => {
    clear();
    addCategory.mutate(body, {
      onSuccess: () => {
        show('success', messages.category.added(body.category), MASTER_TABLE_BANNER_MS);
        reset();
      },
      // The input keeps what was typed, so a duplicate can be corrected rather than retyped.
      onError: reportErrorTo((message) => show('error', message, MASTER_TABLE_BANNER_MS)),
    });
  });

  return (
    <FormPage
      title={t.add.title}
      description={t.add.description}
      actions={
        <Button component={Link} to={PATHS.categories} variant="default" leftSection={<IconList size={16} />}>
          {t.add.all}
        </Button>
      }
      banner={banner}
      onCloseBanner={clear}
      formLabel={t.add.formLabel}
      onSubmit={onSubmit}
      submitLabel={t.add.submit}
      submitIcon={<IconPlus size={16} />}
      submitting={addCategory.isPending}
    >
      <TextInput
        label={t.categoryName}
        placeholder={t.add.placeholder}
        required
        value={values.category}
        onChange={(event) => set('category')(event.currentTarget.value)}
        error={errors.category}
        autoFocus
      />
    </FormPage>
  );
}
