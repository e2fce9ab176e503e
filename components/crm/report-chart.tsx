'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FunnelStage } from './report-math';

export interface ReportChartProps {
  data: ({ label: string } & Record<FunnelStage, number>)[];
  /** Series names, already translated by the server page. */
  names: Record<FunnelStage, string>;
}

const COLOURS: Record<FunnelStage, string> = {
  leads: 'var(--chart-3)',
  visits: 'var(--chart-1)',
  proposals: 'var(--chart-2)',
  deals: 'var(--chart-4)',
};

/** Monthly bars of the four funnel stages. Decorative for screen readers: the page has the same numbers as a table. */
export default function ReportChart({ data, names }: ReportChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={40} />
        <Tooltip
          cursor={{ fill: 'var(--muted)', opacity: 0.5 }}
          contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8, border: '1px solid var(--border)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        {(Object.keys(names) as FunnelStage[]).map((k) => (
          <Bar key={k} dataKey={k} name={names[k]} fill={COLOURS[k]} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
