'use client';

import { useEffect, useState } from 'react';
import { getVisitSlotsAction } from '@/lib/actions/visits';
import { isIsoDate, weekday, type VisitSlot } from '@/lib/validations/visits';

export type SlotsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'sunday' }
  | { kind: 'failed' }
  | { kind: 'ready'; slots: VisitSlot[] };

/**
 * The free slots of `date` for a listing, read from visit_slots (taken and past slots are left out).
 * `version` re-reads them (e.g. after a booking failed because the slot was just taken).
 */
export function useVisitSlots(propertyId: number | null, date: string, version = 0): SlotsState {
  const valid = !!propertyId && isIsoDate(date);
  const sunday = valid && weekday(date) === 0;
  const key = valid && !sunday ? `${propertyId}|${date}|${version}` : null;
  const [result, setResult] = useState<{ key: string; state: SlotsState } | null>(null);

  useEffect(() => {
    if (!key || !propertyId) return;
    let active = true;
    getVisitSlotsAction(propertyId, date)
      .then((r) => {
        if (!active) return;
        setResult({
          key,
          state: r.ok && r.data ? { kind: 'ready', slots: r.data.filter((s) => s.available) } : { kind: 'failed' },
        });
      })
      .catch(() => {
        if (active) setResult({ key, state: { kind: 'failed' } });
      });
    return () => {
      active = false;
    };
  }, [key, propertyId, date]);

  if (!valid) return { kind: 'idle' };
  if (sunday) return { kind: 'sunday' };
  return result?.key === key ? result.state : { kind: 'loading' };
}
