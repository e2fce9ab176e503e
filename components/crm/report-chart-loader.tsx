'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';
import type { ReportChartProps } from './report-chart';

// recharts is loaded in the browser only, after the page's numbers (table and text) are already shown.
const ReportChart = dynamic(() => import('./report-chart'), {
  ssr: false,
  loading: () => <Skeleton className="size-full" />,
});

export function ReportChartLoader(props: ReportChartProps & { label: string }) {
  const { label, ...chart } = props;
  return (
    <figure className="m-0">
      <div role="img" aria-label={label} className="h-72 w-full sm:h-80" data-testid="report-chart">
        <div aria-hidden className="size-full">
          <ReportChart {...chart} />
        </div>
      </div>
    </figure>
  );
}
