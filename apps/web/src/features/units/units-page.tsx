import { ActionIcon, Badge, Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconRuler2, IconTrash } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import { type UnitOfMeasure, unitOfMeasureSchema } from '@tenderdesk/domain/organisation';
import { unitsText } from '@tenderdesk/domain/ui/units';
import { ClientListTable } from '../../components/client-list-table';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SearchBox } from '../../components/list-controls';
import { ListEmpty } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { ACTIONS_COLUMN_WIDTH } from '../../components/row-actions';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { MASTER_TABLE_BANNER_MS } from '../../lib/banner-timing';
import { useText } from '../../lib/i18n';
import { useClientList } from '../../lib/use-client-list';
import { useConfirmTarget } from '../../lib/use-confirm-target';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddUnitOfMeasure, useDeleteUnitOfMeasure, useUnitsOfMeasure } from './api';

const matchesUnit = (row: UnitOfMeasure, query: string) =>
  row.code.toLowerCase().includes(query) || row.name.toLowerCase().includes(query);

/** Units of measure (Master Tables, issue 20): the GST unit quantity codes and the admin's own. */
export function UnitsPage() {
  const t = useText(unitsText);
  const units = useUnitsOfMeasure();
  const list = useClientList(units.data, matchesUnit);
  const { banner, show, clear } = useTimedBanner();
  const confirm = useConfirmTarget<UnitOfMeasure>();
  const remove = useDeleteUnitOfMeasure();
  const done = (message: string) => show('success', message, MASTER_TABLE_BANNER_MS);
  const failed = (error: unknown) =>
    show('error', errorMessage(error, messages.generic.somethingWrong), MASTER_TABLE_BANNER_MS);
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Banner banner={banner} onClose={clear} />
      <AddUnitForm onAdded={done} onFailed={(message) => show('error', message, MASTER_TABLE_BANNER_MS)} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} mt="md">
        <Group justify="space-between" mb="md" gap="sm">
          <SearchBox value={list.query} onChange={list.setQuery} placeholder={t.search} />
          {units.data && (
            <Text size="sm" c="dimmed">
              {t.inTotal(units.data.length)}
            </Text>
          )}
        </Group>
        <ClientListTable
          source={units}
          list={list}
          loadErrorMessage={t.loadFailed}
          empty={<ListEmpty query={list.query} icon={<IconRuler2 size={28} />} title={t.empty} />}
          label={t.label}
          minWidth={300}
          head={
            <>
              <Table.Th>{t.code}</Table.Th>
              <Table.Th>{t.name}</Table.Th>
              <Table.Th w={ACTIONS_COLUMN_WIDTH} ta="right">
                {t.actions}
              </Table.Th>
            </>
          }
        >
          {list.pageRows.map((unit) => (
            <Table.Tr key={unit._id}>
              <Table.Td fw={600}>{unit.code}</Table.Td>
              <Table.Td>
                <Group gap={8} wrap="wrap">
                  <span>{unit.name}</span>
                  <Badge variant="light" color={unit.builtIn ? 'gray' : 'navy'}>
                    {unit.builtIn ? t.gstCode : t.added}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                {!unit.builtIn && (
                  <ActionIcon
                    variant="light"
                    color="red"
                    aria-label={t.deleteLabel(unit.code)}
                    onClick={() => confirm.ask(unit)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </ClientListTable>
      </Paper>
      <ConfirmDialog
        opened={confirm.opened}
        title={t.deleteTitle}
        message={t.deleteConfirm(confirm.target?.code ?? '')}
        confirmLabel={t.delete}
        danger
        loading={remove.isPending}
        onCancel={confirm.close}
        onConfirm={() =>
          confirm.target &&
          remove.mutate(confirm.target._id, {
            onSuccess: (result) => done(result.message),
            onError: failed,
            onSettled: confirm.close,
          })
        }
      />
    </>
  );
}

function AddUnitForm({
  onAdded,
  onFailed,
}: {
  onAdded: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const { values, errors, set, submitWith, reportErrorTo, reset } = useSchemaForm(unitOfMeasureSchema, {
    code: '',
    name: '',
  });
  const add = useAddUnitOfMeasure();
  const t = useText(unitsText);
  const onSubmit = submitWith((body) =>
    add.mutate(body, {
      onSuccess: (result) => {
        reset();
        onAdded(result.message);
      },
      onError: reportErrorTo(onFailed),
    }),
  );
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={onSubmit} noValidate aria-label={t.formLabel}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t.code}
            required
            w={140}
            value={values.code}
            onChange={(event) => set('code')(event.currentTarget.value)}
            error={errors.code}
          />
          <TextInput
            label={t.name}
            required
            style={{ flex: '1 1 200px' }}
            value={values.name}
            onChange={(event) => set('name')(event.currentTarget.value)}
            error={errors.name}
          />
          <Button type="submit" mt={25} loading={add.isPending} leftSection={<IconPlus size={16} />}>
            {t.add}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
