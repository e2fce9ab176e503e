import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support';
import { PASSWORD } from '../auth/helpers';
import { signInTo } from './helpers';

// The role homes and /propostas/subir at 360 px: nothing wider than the screen, no WCAG A/AA violations.

test.describe.configure({ timeout: 120_000 });
test.use({ reducedMotion: 'reduce', viewport: { width: 360, height: 780 } });

const cases = [
  ['cliente@lar.dev', /\/dashboard-cliente$/, []],
  ['proprietario@lar.dev', /\/dashboard-proprietario$/, []],
  ['corretor@lar.dev', /\/dashboard-corretor$/, ['/propostas/subir']],
] as const;

for (const [email, home, extra] of cases) {
  test(`${email}: home${extra.length ? ' and /propostas/subir' : ''} fit 360 px and pass axe`, async ({ page }) => {
    await signInTo(page, email, PASSWORD, home);
    for (const path of [null, ...extra]) {
      if (path) await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path ?? 'home'} scrolls sideways`).toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), path ?? 'home').toEqual([]);
    }
  });
}
