import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import ptContent from '../../../content/pt-BR/marketing';
import { E2E_OPERATOR_CHANNELS } from '../operator-channels';
import { expect, messages, test, testClient } from '../support';

const pt = messages('pt-BR');
const f = pt.ContactForm;
const admin = () => testClient(LOCAL_SERVICE_ROLE_KEY);

async function storedFrom(email: string) {
  const { data, error } = await admin().from('contact_messages').select('name, email, subject, message, urgent, phone').eq('email', email);
  if (error) throw error;
  return data;
}

test('bad contact input shows Portuguese messages and stores nothing', async ({ page }) => {
  const email = `contato-ruim-${Date.now()}@example.com`;
  await page.goto('/atendimento');
  const form = page.locator('#contato');
  await form.getByRole('button', { name: f.submit }).click();
  await expect(form.getByText(f.errors.nameRequired)).toBeVisible();
  await expect(form.getByText(f.errors.emailRequired)).toBeVisible();
  await expect(form.getByText(f.errors.subjectRequired)).toBeVisible();
  await expect(form.getByText(f.errors.messageRequired)).toBeVisible();
  await form.getByLabel(f.email).fill('sem-arroba');
  await form.getByLabel(f.name).fill('Fulano');
  await form.getByRole('button', { name: f.submit }).click();
  await expect(form.getByText(f.errors.emailInvalid)).toBeVisible();
  await form.getByLabel(f.email).fill(email);
  await form.getByRole('button', { name: f.submit }).click();
  await expect(form.getByText(f.errors.messageRequired)).toBeVisible();
  expect(await storedFrom(email)).toEqual([]);
});

test('a good contact message is stored and confirmed', async ({ page }) => {
  const email = `contato-${Date.now()}@example.com`;
  await page.goto('/atendimento');
  const form = page.locator('#contato');
  await form.getByLabel(f.name).fill('Maria Souza');
  await form.getByLabel(f.phone).fill('(11) 91234-5678');
  await form.getByLabel(f.email).fill(email);
  await form.getByLabel(f.subject).selectOption('problema-tecnico');
  await form.getByRole('textbox', { name: f.message }).fill('Não consigo enviar fotos do meu imóvel.');
  await form.getByLabel(f.urgent).check();
  await form.getByRole('button', { name: f.submit }).click();
  await expect(form.getByRole('status')).toContainText(f.success.title);
  await expect(form.getByLabel(f.name)).toHaveValue('');
  await expect
    .poll(() => storedFrom(email))
    .toEqual([
      {
        name: 'Maria Souza',
        email,
        subject: 'problema-tecnico',
        message: 'Não consigo enviar fotos do meu imóvel.',
        urgent: true,
        phone: '(11) 91234-5678',
      },
    ]);
});

test('what a visitor types before the form has hydrated is kept and sent', async ({ page }) => {
  // The form hydrates from its own chunk after the page (issue #21). Hold every script until the visitor has
  // filled it in: meanwhile the server's HTML is all there is, and its button waits.
  const email = `contato-cedo-${Date.now()}@example.com`;
  const held: Array<() => Promise<void>> = [];
  const scripts = '**/_next/static/**/*.js';
  await page.route(scripts, (route) => void held.push(() => route.continue()));
  await page.goto('/atendimento', { waitUntil: 'domcontentloaded' });
  const form = page.locator('#contato');
  const submit = form.getByRole('button', { name: f.submit });
  await expect(submit).toBeDisabled();
  // The urgency box is a button with no handler yet: it shows it is not ready rather than dropping a tap.
  await expect(form.getByRole('checkbox', { name: f.urgent })).toBeDisabled();
  await form.getByLabel(f.name).fill('Joana Antes do Script');
  await form.getByLabel(f.email).fill(email);
  await form.getByLabel(f.subject).selectOption('duvida-anuncio');
  await form.getByRole('textbox', { name: f.message }).fill('Escrevi antes de a página terminar de carregar.');
  expect(held.length).toBeGreaterThan(0);

  for (const release of held.splice(0)) await release();
  await page.unroute(scripts);
  await expect(submit).toBeEnabled();
  await expect(form.getByRole('checkbox', { name: f.urgent })).toBeEnabled();
  await expect(form.getByLabel(f.name)).toHaveValue('Joana Antes do Script');
  await submit.click();
  await expect(form.getByRole('status')).toContainText(f.success.title);
  await expect
    .poll(() => storedFrom(email))
    .toEqual([
      { name: 'Joana Antes do Script', email, subject: 'duvida-anuncio', message: 'Escrevi antes de a página terminar de carregar.', urgent: false, phone: null },
    ]);
});

test('support page: channel cards, knowledge-base button, 8 FAQs and opening status', async ({ page }) => {
  const c = ptContent.support;
  await page.goto('/atendimento');
  // The channels the e2e server is configured with (playwright.config.ts), not numbers written in the code.
  await expect(page.getByRole('link', { name: pt.Marketing.support.whatsappCta })).toHaveAttribute(
    'href',
    `https://wa.me/55${E2E_OPERATOR_CHANNELS.LAR_SUPPORT_WHATSAPP.replace(/\D/g, '')}`,
  );
  await expect(page.getByRole('link', { name: pt.Marketing.support.emailCta })).toHaveAttribute(
    'href',
    `mailto:${E2E_OPERATOR_CHANNELS.LAR_SUPPORT_EMAIL}`,
  );
  await expect(page.getByText(E2E_OPERATOR_CHANNELS.LAR_SUPPORT_PHONE, { exact: true })).toBeVisible();
  // Only the configured profile in the footer; no app-store badge, since none is configured.
  const footer = page.locator('footer');
  await expect(footer.locator('a[href^="https://www.instagram.com/"]')).toHaveAttribute('href', E2E_OPERATOR_CHANNELS.LAR_INSTAGRAM_URL);
  await expect(footer.locator('a[href*="facebook.com"], a[href*="apps.apple.com"], a[href*="play.google.com"]')).toHaveCount(0);
  await expect(page.getByTestId('support-faq').locator('summary')).toHaveCount(8);
  await page.getByRole('link', { name: c.knowledgeBase }).click();
  await expect(page).toHaveURL(/#faq$/);
  await expect(page.getByTestId('support-status')).toHaveText(new RegExp(`^(${pt.Marketing.support.openNow}|${pt.Marketing.support.closedNow})$`));
});
