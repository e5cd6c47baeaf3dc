import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type AdminDashboard, monthLabel } from '@tenderdesk/domain/dashboard';
import { formatRupees } from '@tenderdesk/domain/money';
import type { ReactNode } from 'react';

type Charts = NonNullable<AdminDashboard['charts']>;

/**
 * One chart: its title, the drawing (hidden from screen readers) and the same figures as a visually
 * hidden table, which is what a screen reader reads (decision 036). No data: a sentence instead.
 */
function ChartCard({
  id,
  title,
  empty,
  drawing,
  table,
}: {
  id: string;
  title: string;
  empty: string | null;
  drawing: ReactNode;
  table: { head: [string, string]; rows: [string, string][] };
}) {
  return (
    <Paper p="lg" withBorder component="section" aria-labelledby={id} data-testid={id}>
      <Title order={3} fz="md" mb="sm" id={id}>
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <>
          <div aria-hidden="true">{drawing}</div>
          <VisuallyHidden>
            <Table>
              <caption>{title}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{table.head[0]}</Table.Th>
                  <Table.Th scope="col">{table.head[1]}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map(([name, value]) => (
                  <Table.Tr key={name}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}

/** The drawing is hidden from assistive technology (the table stands in), so it must not take focus either. */
const NOT_FOCUSABLE = { accessibilityLayer: false };

const rupees = (value: number) => formatRupees(Math.round(value * 100));

/** The admin dashboard's three charts (Mantine charts, recharts): a chunk of its own, loaded lazily. */
export default function DashboardCharts({ charts }: { charts: Charts }) {
  const months = charts.publishedPerMonth.map((row) => ({
    month: monthLabel(row.month),
    tenders: row.tenders,
  }));
  const published = months.reduce((sum, row) => sum + row.tenders, 0);
  const perTender = charts.quotationsPerTender.map((row) => ({
    tender: row.projectCode,
    quotations: row.quotations,
  }));
  const byCategory = charts.awardedByCategory.map((row) => ({
    category: row.category,
    value: row.valuePaise / 100,
  }));
  return (
    <section aria-labelledby="dashboard-charts">
      <Title order={2} fz="lg" mb="sm" id="dashboard-charts">
        Activity
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard
          id="chart-published"
          title="Tenders published per month"
          empty={published === 0 ? 'No tenders published in the last six months.' : null}
          drawing={
            <BarChart
              barChartProps={NOT_FOCUSABLE}
              maxBarWidth={56}
              h={240}
              data={months}
              dataKey="month"
              series={[{ name: 'tenders', label: 'Tenders', color: 'blue.7' }]}
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
            />
          }
          table={{ head: ['Month', 'Tenders'], rows: months.map((row) => [row.month, String(row.tenders)]) }}
        />
        <ChartCard
          id="chart-quotations"
          title="Quotations per tender (latest published)"
          empty={perTender.length === 0 ? 'No tenders published yet.' : null}
          drawing={
            <BarChart
              barChartProps={NOT_FOCUSABLE}
              maxBarWidth={56}
              h={240}
              data={perTender}
              dataKey="tender"
              series={[{ name: 'quotations', label: 'Quotations', color: 'teal.7' }]}
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
            />
          }
          table={{
            head: ['Tender', 'Quotations'],
            rows: charts.quotationsPerTender.map((row) => [
              `${row.projectCode} ${row.projectName}`,
              String(row.quotations),
            ]),
          }}
        />
        <ChartCard
          id="chart-awarded"
          title="Awarded value by category (with GST)"
          empty={byCategory.length === 0 ? 'No tenders awarded yet.' : null}
          drawing={
            <BarChart
              barChartProps={NOT_FOCUSABLE}
              maxBarWidth={56}
              h={Math.max(160, byCategory.length * 44)}
              data={byCategory}
              dataKey="category"
              orientation="vertical"
              series={[{ name: 'value', label: 'Awarded', color: 'grape.7' }]}
              valueFormatter={rupees}
              yAxisProps={{ width: 110 }}
              xAxisProps={{
                tickFormatter: (value: number) => (value === 0 ? '₹0' : `₹${Math.round(value / 100000)}L`),
              }}
              tickLine="x"
            />
          }
          table={{
            head: ['Category', 'Awarded value'],
            rows: charts.awardedByCategory.map((row) => [
              `${row.category} (${row.awards} ${row.awards === 1 ? 'award' : 'awards'})`,
              formatRupees(row.valuePaise),
            ]),
          }}
        />
      </SimpleGrid>
    </section>
  );
}
