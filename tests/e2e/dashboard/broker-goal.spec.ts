import { createUser, PASSWORD } from '../auth/helpers';
import { runTag, signInTo } from './helpers';
import { expect, messages, test } from '../support';

// Issue #39: the broker changes the month's sales goal from the dashboard; a bad value is refused in Portuguese
// and changes nothing; the goal is kept (stored for the month) after a reload. The broker is this spec's own.

const m = messages('pt-BR');

test('a broker edits the month’s sales goal on the dashboard', async ({ page }) => {
  const broker = await createUser('corretor', { name: `Corretor Meta ${runTag()}` });
  await signInTo(page, broker.email, PASSWORD, /\/dashboard-corretor$/);
  const goals = page.getByTestId('broker-goals');
  await expect(goals.getByTestId('goal-sales-value')).toHaveText('0/5');

  await goals.getByTestId('goal-edit').click();
  const field = goals.getByLabel(m.BrokerGoals.label);
  await field.fill('0');
  await goals.getByRole('button', { name: m.BrokerGoals.save }).click();
  await expect(goals.getByRole('alert')).toHaveText(m.BrokerGoals.errors.goal_invalid);

  await field.fill('8');
  await goals.getByRole('button', { name: m.BrokerGoals.save }).click();
  await expect(goals.getByTestId('goal-sales-value')).toHaveText('0/8');
  await page.reload();
  await expect(goals.getByTestId('goal-sales-value')).toHaveText('0/8');
  await expect(goals.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '8');
});
