import type { Session } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { expect, messages, supabaseUrl, test, testClient } from '../support';

// /propostas shows 20 proposals at a time: the demo agency, with more than 20 received, sees 20 rows,
// 'Mostrando 20 de N' and 'Mostrar mais', which shows 20 more and keeps the tab in the URL.

const m = messages('pt-BR');
const PASSWORD = 'Lar@12345';
const AGENCY_EMAIL = 'imobiliaria@lar.dev';
const PAGE = 20;

const cookieName = () => `sb-${new URL(supabaseUrl()).hostname.split('.')[0]}-auth-token`;
const encode = (session: Session) => `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
const showing = (shown: number | string, total: number | string) =>
  m.ProposalsPage.showing.replace('{shown}', String(shown)).replace('{total}', String(total));

test('the agency sees its received proposals 20 at a time, with "Mostrar mais"', async ({ context, page, baseURL }) => {
  test.setTimeout(180_000);
  const agencyDb = testClient(LOCAL_ANON_KEY);
  const signed = await agencyDb.auth.signInWithPassword({ email: AGENCY_EMAIL, password: PASSWORD });
  expect(signed.error).toBeNull();

  // How many the agency received, through the same read the page uses.
  const received = async () => {
    const res = await agencyDb.rpc('received_proposals', {}, { count: 'exact', head: true });
    expect(res.error).toBeNull();
    return res.count ?? 0;
  };
  let total = await received();
  if (total <= PAGE) {
    // Not enough in this stack: a fresh client proposes on as many of the agency's listings as it takes.
    const admin = testClient(LOCAL_SERVICE_ROLE_KEY);
    const email = `paging.${Date.now().toString(36)}@example.com`;
    const created = await admin.auth.admin.createUser({
      email, password: PASSWORD, email_confirm: true, user_metadata: { name: 'Cliente Paginação', role: 'cliente' },
    });
    expect(created.error).toBeNull();
    const clientDb = testClient(LOCAL_ANON_KEY);
    expect((await clientDb.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const listings = await admin
      .from('properties')
      .select('id, price')
      .eq('agency_id', signed.data.user!.id)
      .eq('status', 'ativo')
      .gt('expires_at', new Date().toISOString())
      .order('id')
      .limit(PAGE + 1 - total);
    expect(listings.data!.length).toBe(PAGE + 1 - total);
    for (const l of listings.data!) {
      const made = await clientDb.rpc('make_proposal', { property_id: l.id, amount: Math.round(l.price * 0.9), payment_method: 'vista' });
      expect(made.error).toBeNull();
    }
    total = await received();
  }
  expect(total).toBeGreaterThan(PAGE);

  await context.addCookies([
    { name: cookieName(), value: encode(signed.data.session!), domain: new URL(baseURL!).hostname, path: '/', sameSite: 'Lax' },
  ]);
  await page.goto('/propostas?aba=recebidas');
  const rows = page.getByTestId('proposal-list').locator(':scope > li');
  await expect(rows).toHaveCount(PAGE);
  const more = page.getByTestId('proposals-more');
  // Other specs may add proposals meanwhile: the total shown is at least the one counted.
  await expect(more).toContainText(new RegExp(showing(PAGE, '(\\d+)')));
  const shownTotal = Number(/(\d+)\D*$/.exec((await more.locator('p').textContent()) ?? '')![1]);
  expect(shownTotal).toBeGreaterThanOrEqual(total);

  await more.getByRole('link', { name: m.ProposalsPage.showMore }).click();
  await expect(page).toHaveURL(/[?&]mostrar=40/);
  await expect(page).toHaveURL(/[?&]aba=recebidas/);
  await expect(rows).toHaveCount(Math.min(2 * PAGE, shownTotal));
  if (shownTotal > 2 * PAGE) await expect(more).toContainText(showing(2 * PAGE, shownTotal));
  else await expect(more).toHaveCount(0);
});
