'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import type { ActionState, FieldErrors } from '@/lib/validations/action-state';
import { brokerGoalSchema, type BrokerGoalErrorKey, type BrokerGoalInput } from '@/lib/validations/broker-goals';

export type BrokerGoalResult = ActionState<{ salesGoal: number }, BrokerGoalErrorKey, FieldErrors<'salesGoal', string>>;

const KNOWN: readonly BrokerGoalErrorKey[] = ['goal_invalid', 'goal_month_invalid', 'wrong_role', 'not_signed_in'];

/** 'Editar meta': the signed-in broker's sales goal for the current month, through set_broker_goal (issue #39). */
export async function setBrokerGoalAction(input: BrokerGoalInput): Promise<BrokerGoalResult> {
  await requireUser({ redirectTo: '/' });
  const parsed = brokerGoalSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, formError: 'goal_invalid', fieldErrors: z.flattenError(parsed.error).fieldErrors };
  }
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('set_broker_goal', { sales_goal: parsed.data.salesGoal });
  if (error) {
    const hint = (error.hint ?? '') as BrokerGoalErrorKey;
    if (!KNOWN.includes(hint)) console.error('[broker-goals] set failed:', error.message);
    return { ok: false, formError: KNOWN.includes(hint) ? hint : 'failed' };
  }
  revalidatePath('/[locale]/(account)/dashboard-corretor', 'page');
  return { ok: true, data: { salesGoal: Number((data as { sales_goal?: number } | null)?.sales_goal) || parsed.data.salesGoal } };
}
