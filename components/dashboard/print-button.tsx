'use client';

import { PrinterIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog (the poster page). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" onClick={() => window.print()} data-testid="poster-print">
      <PrinterIcon className="size-4" aria-hidden />
      {label}
    </Button>
  );
}
