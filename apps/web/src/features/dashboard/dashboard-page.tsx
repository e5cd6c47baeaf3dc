import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconFileText, IconTable } from '@tabler/icons-react';
import { getSession } from '../../lib/session';

/** The spec's dashboard body only says 'Welcome to the Dashboard'. */
export function DashboardPage() {
  const role = getSession()?.role;
  const cards =
    role === 'supplier'
      ? [
          {
            icon: IconFileText,
            title: 'RFQ/RFP',
            text: 'See the tenders of your category and express interest.',
          },
          {
            icon: IconBuildingStore,
            title: 'Company Profile',
            text: 'Check the details buyers see about you.',
          },
        ]
      : [
          {
            icon: IconBuildingStore,
            title: 'Suppliers',
            text: 'Review new registrations and manage suppliers.',
          },
          {
            icon: IconFileText,
            title: 'Tenders',
            text: 'Publish tenders and compare the quotations received.',
          },
          { icon: IconTable, title: 'Master tables', text: 'Keep categories and sub-categories in order.' },
        ];
  return (
    <Stack gap="lg">
      <Paper p={{ base: 'lg', sm: 'xl' }} withBorder>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Welcome to the Dashboard
        </Title>
        <Text c="dimmed" mt={4}>
          Pick a section from the menu to get started.
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {cards.map(({ icon: Icon, title, text }) => (
          <Paper key={title} p="lg" withBorder>
            <ThemeIcon variant="light" size={42} radius="md" mb="sm">
              <Icon size={22} />
            </ThemeIcon>
            <Text fw={650}>{title}</Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
