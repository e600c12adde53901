import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatAmount } from '@farewise/domain/money/format';
import { shortDate } from '@farewise/domain/price-alerts/price-alert.rules';

/** An alert's price checks as a small line chart (Mantine charts, loaded with the alerts only). */
export default function PriceHistoryChart({
  history,
  currency,
}: {
  history: { at: string; price: number | null }[];
  currency: string;
}) {
  const data = history
    .filter((h) => h.price !== null)
    .map((h) => ({ day: shortDate(h.at.slice(0, 10)), price: (h.price as number) / 100 }));
  return (
    <LineChart
      h={120}
      data={data}
      dataKey="day"
      series={[{ name: 'price', label: `Lowest price (${currency})`, color: 'brand.6' }]}
      curveType="linear"
      withDots={data.length < 15}
      gridAxis="y"
      withXAxis={false}
      yAxisProps={{ width: 64, domain: ['auto', 'auto'] }}
      valueFormatter={(v) => formatAmount(v)}
      withTooltip
    />
  );
}
