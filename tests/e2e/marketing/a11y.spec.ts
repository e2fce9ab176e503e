import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support';

// Sections below the fold wait at opacity 0 for their scroll fade-in (components/marketing/reveal.tsx); axe
// would measure that transient state as low contrast. With reduced motion they are shown as they end up.
test.use({ reducedMotion: 'reduce' });

const pages = ['/', '/anunciar-imovel', '/sou-corretor', '/sou-imobiliaria', '/sobre-nos', '/atendimento', '/termos', '/privacidade'];

// Every marketing page, in Portuguese and (for a sample) English and Spanish, at desktop and 360 px width.
for (const path of [...pages, '/en', '/es/atendimento', '/en/sou-imobiliaria']) {
  test(`${path}: no serious or critical axe violations`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(path, { waitUntil: 'networkidle' });
    // A button its form enables once hydrated fades from half to full opacity (`transition-all`): axe measured
    // /sou-corretor's submit button halfway once, as low contrast. The page as it stays is what is checked.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

for (const path of pages) {
  test(`${path} fits 360 px without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the agency overlay has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/sou-imobiliaria');
  await page.getByRole('button', { name: 'Aderir agora' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => v.id)).toEqual([]);
});
