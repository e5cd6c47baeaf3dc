import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type AdminDashboard, monthLabel } from '@tenderdesk/domain/dashboard';
import { formatRupees } from '@tenderdesk/domain/money';
import { dashboardText } from '@tenderdesk/domain/ui/dashboard';
import type { ReactNode } from 'react';
import { useLocale, useText } from '../../lib/i18n';

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
  const t = useText(dashboardText).charts;
  const locale = useLocale();
  const months = charts.publishedPerMonth.map((row) => ({
    month: monthLabel(row.month, locale),
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
        {t.title}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard
          id="chart-published"
          title={t.published}
          empty={published === 0 ? t.publishedEmpty : null}
          drawing={
            <BarChart
              barChartProps={NOT_FOCUSABLE}
              maxBarWidth={56}
              h={240}
              data={months}
              dataKey="month"
              series={[{ name: 'tenders', label: t.tenders, color: 'blue.7' }]}
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
            />
          }
          table={{ head: [t.month, t.tenders], rows: months.map((row) => [row.month, String(row.tenders)]) }}
        />
        <ChartCard
          id="chart-quotations"
          title={t.quotations}
          empty={perTender.length === 0 ? t.quotationsEmpty : null}
          drawing={
            <BarChart
              barChartProps={NOT_FOCUSABLE}
              maxBarWidth={56}
              h={240}
              data={perTender}
              dataKey="tender"
              series={[{ name: 'quotations', label: t.quotationsSeries, color: 'teal.7' }]}
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
            />
          }
          table={{
            head: [t.tender, t.quotationsSeries],
            rows: charts.quotationsPerTender.map((row) => [
              `${row.projectCode} ${row.projectName}`,
              String(row.quotations),
            ]),
          }}
        />
        <ChartCard
          id="chart-awarded"
          title={t.awarded}
          empty={byCategory.length === 0 ? t.awardedEmpty : null}
          drawing={
            <BarChart
              barChartProps={NOT_FOCUSABLE}
              maxBarWidth={56}
              h={Math.max(160, byCategory.length * 44)}
              data={byCategory}
              dataKey="category"
              orientation="vertical"
              series={[{ name: 'value', label: t.awardedSeries, color: 'grape.7' }]}
              valueFormatter={rupees}
              yAxisProps={{ width: 110 }}
              xAxisProps={{
                tickFormatter: (value: number) => (value === 0 ? '₹0' : `₹${Math.round(value / 100000)}L`),
              }}
              tickLine="x"
            />
          }
          table={{
            head: [t.category, t.awardedValue],
            rows: charts.awardedByCategory.map((row) => [
              t.categoryAwards(row.category, row.awards),
              formatRupees(row.valuePaise),
            ]),
          }}
        />
      </SimpleGrid>
    </section>
  );
}
