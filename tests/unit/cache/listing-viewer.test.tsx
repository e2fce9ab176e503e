import { renderToStaticMarkup } from 'react-dom/server';
import type { PropertyContact, PropertyDetail } from '@/lib/data/properties';

// Issue #21, session 15: the listing's cached copy is rendered for nobody and served to signed-in visitors too.
// What its server render holds for the personal parts (the browser fills them in from GET /api/listings/{id}/me),
// and the preview address the copy's 404 sends a listing side to.

type Tree = { [key: string]: string | Tree };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const messages = (): Tree => ({ ...require('@/messages/pt-BR/property.json'), ...require('@/messages/pt-BR/trust.json') });
const translator = (ns: string) => (key: string, values: Record<string, string | number> = {}) => {
  let node: string | Tree | undefined = messages()[ns];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node.replace(/\{(\w+)\}/g, (_, v: string) => String(values[v] ?? '')) : key;
};
jest.mock('next-intl/server', () => ({ getTranslations: async (ns: string) => translator(ns), getLocale: async () => 'pt-BR' }));
jest.mock('@/components/auth/auth-dialog-trigger', () => ({ AuthDialogTrigger: ({ children }: { children: React.ReactNode }) => <button type="button">{children}</button> }));
jest.mock('@/components/property/lazy-listing-dialogs', () => ({ LazyInterestDialog: () => null, LazyProposalDialog: () => null, LazyVisitDialog: () => null }));

import { PricePanel } from '@/components/property/price-panel';
import { previewAddress } from '@/lib/cache/public-pages';

const property = { id: 4242, title: 'Apartamento', transaction: 'aluguel', price: 3000, condoFee: 500, iptu: 100 } as unknown as PropertyDetail;
const owner: PropertyContact = { name: 'Dona Ana', phone: null, phoneAfterSignIn: true, role: 'proprietario', creci: null };
const render = async (contact: PropertyContact, signedIn: boolean | 'browser') =>
  renderToStaticMarkup(await PricePanel({ property, contact, signedIn, pageUrl: 'https://lar.dev/imovel/4242' }));

describe("the price panel's phone on the copy (signedIn 'browser')", () => {
  it("draws the signed-out prompt, hidden before the first paint in a browser with a session (no flash, no jump)", async () => {
    const html = await render(owner, 'browser');
    expect(html).toMatch(/<div class="contents \[\.lar-session_&amp;\]:invisible"><div class="col-span-2[^"]*" data-testid="sign-in-for-phone">/);
    expect(html).not.toContain('tel:');
  });

  it("an owner who shows no phone: 'Sem contato', the browser may still swap in the owner's own", async () => {
    const html = await render({ ...owner, phoneAfterSignIn: false }, 'browser');
    expect(html).toContain('lar-session');
    expect(html).toContain(translator('PropertyPage')('actions.noContact'));
    expect(html).not.toContain('sign-in-for-phone');
  });

  it('a public phone (a broker, an agency) is in the copy as it is for everybody: nothing for the browser to read', async () => {
    const html = await render({ ...owner, role: 'corretor', phone: '(11) 3333-4444', phoneAfterSignIn: false, creci: '1-F/SP' }, 'browser');
    expect(html).toContain('href="tel:+551133334444"');
    expect(html).not.toContain('lar-session');
  });

  it('rendered per request, the server decides as before', async () => {
    expect(await render(owner, false)).toContain('data-testid="sign-in-for-phone"');
    expect(await render(owner, false)).not.toContain('lar-session');
    const signedIn = await render(owner, true);
    expect(signedIn).not.toContain('sign-in-for-phone');
    expect(signedIn).toContain(translator('PropertyPage')('actions.noContact'));
  });
});

test("the preview address keeps the page's other query", () => {
  expect(previewAddress('/imovel/5', '')).toBe('/imovel/5?previa=1');
  expect(previewAddress('/en/imovel/5', '?utm_source=x')).toBe('/en/imovel/5?utm_source=x&previa=1');
});
