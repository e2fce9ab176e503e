import 'server-only';
import { cache } from 'react';
import { createClient } from '@/lib/supabase/server';
import { DEFAULT_SALES_GOAL } from '@/lib/validations/broker-goals';

/** The signed-in broker's goal for the current month (issue #39), through broker_goal(); null when unreadable. */
export interface BrokerGoal {
  /** The first day of the month (YYYY-MM-DD). */
  month: string;
  salesGoal: number;
  /** Whether the broker set it for this month (else it carries over from an earlier month, or the default). */
  own: boolean;
}

export const getBrokerGoal = cache(async (): Promise<BrokerGoal | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('broker_goal', {});
  if (error) {
    console.error('[broker-goals] read failed:', error.message);
    return null;
  }
  const d = (data ?? {}) as { month?: string; sales_goal?: number; own?: boolean };
  return { month: String(d.month ?? ''), salesGoal: Number(d.sales_goal) || DEFAULT_SALES_GOAL, own: d.own === true };
});
