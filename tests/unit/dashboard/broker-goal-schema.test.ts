import { brokerGoalSchema } from '@/lib/validations/broker-goals';

// Issue #39: the broker's monthly goal as typed — a whole number from 1 to 1000 (set_broker_goal's bounds).
describe('brokerGoalSchema', () => {
  it.each([['1', 1], ['8', 8], [' 12 ', 12], ['1000', 1000], [7, 7]])('accepts %p', (input, out) => {
    expect(brokerGoalSchema.parse({ salesGoal: input })).toEqual({ salesGoal: out });
  });

  it.each(['', '0', '-3', '1001', '2.5', '10a', 'dez', '99999999999', '<script>'])('refuses %p with goal_invalid', (input) => {
    const res = brokerGoalSchema.safeParse({ salesGoal: input });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].message).toBe('goal_invalid');
  });
});
