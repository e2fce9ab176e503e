import { renderToStaticMarkup } from 'react-dom/server';
import type { PropertyContact, PropertyDetail } from '@/lib/data/properties';

// Issue #34 (CRECI): the listing page's price panel names the advertiser's CRECI, as given by them.

type Tree = { [key: string]: string | Tree };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const messages = (): Tree => ({ ...require('@/messages/pt-BR/property.json'), ...require('@/messages/pt-BR/trust.json') });
const translator = (ns: string) => (key: string, values: Record<string, string | number> = {}) => {
  let node: string | Tree | undefined = messages()[ns];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node.replace(/\{(\w+)\}/g, (_, v: string) => String(values[v] ?? '')) : key;
};
jest.mock('next-intl/server', () => ({ getTranslations: async (ns: string) => translator(ns), getLocale: async () => 'pt-BR' }));
jest.mock('@/components/auth/auth-dialog-trigger', () => ({ AuthDialogTrigger: () => null }));
jest.mock('@/components/property/lazy-listing-dialogs', () => ({ LazyInterestDialog: () => null, LazyProposalDialog: () => null, LazyVisitDialog: () => null }));

import { PricePanel } from '@/components/property/price-panel';

const property = { id: 4242, title: 'Apartamento', transaction: 'aluguel', price: 3000, condoFee: 500, iptu: 100 } as unknown as PropertyDetail;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
async function render(contact: PropertyContact) {
  return text(renderToStaticMarkup(await PricePanel({ property, contact, signedIn: true, pageUrl: 'https://lar.dev/imovel/4242' })));
}

test("a broker's or agency's listing shows 'CRECI … (informado pelo anunciante)'; an owner's shows none", async () => {
  const broker: PropertyContact = { name: 'Lucas Ferreira', phone: null, phoneAfterSignIn: false, role: 'corretor', creci: '184527-F/SP' };
  expect(await render(broker)).toContain('Lucas Ferreira CRECI 184527-F/SP (informado pelo anunciante)');
  expect(await render({ ...broker, role: 'imobiliaria', name: 'Casa Paulista', creci: '32458-J/SP' })).toContain('CRECI 32458-J/SP (informado pelo anunciante)');
  expect(await render({ ...broker, creci: null })).not.toContain('CRECI');
  expect(await render({ ...broker, role: 'proprietario', creci: null })).not.toContain('CRECI');
});
