import { z } from 'zod';

/**
 * The broker's monthly sales goal (issue #39): a whole number from 1 to 1000, the same bounds as
 * set_broker_goal in SQL (which has the final word). Error keys are those of the BrokerGoals.errors catalogue.
 */
export const MIN_SALES_GOAL = 1;
export const MAX_SALES_GOAL = 1000;
/** The goal of a broker who never set one (as broker_goal in SQL). */
export const DEFAULT_SALES_GOAL = 5;

export const brokerGoalSchema = z.object({
  salesGoal: z.preprocess(
    (v) => (typeof v === 'string' ? (/^\s*\d{1,4}\s*$/.test(v) ? Number(v) : Number.NaN) : v),
    z
      .number({ error: 'goal_invalid' })
      .int({ error: 'goal_invalid' })
      .min(MIN_SALES_GOAL, { error: 'goal_invalid' })
      .max(MAX_SALES_GOAL, { error: 'goal_invalid' }),
  ),
});
export type BrokerGoalInput = z.input<typeof brokerGoalSchema>;
export type BrokerGoalErrorKey = 'goal_invalid' | 'goal_month_invalid' | 'wrong_role' | 'not_signed_in' | 'failed';
