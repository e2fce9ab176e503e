import AxeBuilder from '@axe-core/playwright';
import { clickUntilVisible, expect, messages, test } from './support';

const pt = messages('pt-BR');

// Sections below the fold wait at opacity 0 for their scroll fade-in (components/marketing/reveal.tsx); axe
// would measure that transient state as low contrast. With reduced motion they are shown as they end up.
test.use({ reducedMotion: 'reduce' });

// WCAG 2.1 A/AA checks (contrast ≥ 4.5:1, names, landmarks, lang) on the scaffold's pages.
for (const path of ['/', '/en', '/esta-pagina-nao-existe']) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the mobile menu lists the six header links and the languages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: pt.Header.menuTitle });
  // A tap that lands before React has hydrated the header opens nothing (a person taps again).
  await clickUntilVisible(page.getByRole('button', { name: pt.Header.openMenu }), dialog);
  await expect(dialog.locator('a:not([hreflang])')).toHaveText(Object.values(pt.Header.nav));
  // …and the language links (issue #40).
  await expect(dialog.getByRole('navigation', { name: pt.LocaleSwitcher.label }).getByRole('link')).toHaveText(
    Object.values(pt.LocaleSwitcher.names),
  );
  const { violations } = await new AxeBuilder({ page }).include('[role=dialog]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
