import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { suggestSearchName } from '@/components/saved-searches/search-name';
import { formatBRL } from '@/lib/format';
import { parseSearchParams } from '@/lib/search/parse';
import { saveSearchSchema, unsubscribeSchema, updateSavedSearchSchema } from '@/lib/validations/saved-searches';
import catalogue from '@/messages/pt-BR/saved-searches.json';

// Issue #22: the name 'Salvar busca' suggests, the alert e-mail, and the input rules of the actions.

/** The SavedSearches.name_ messages (plain {placeholders}, no plurals) with their values. */
const tn = (key: string, values: Record<string, string | number> = {}) => {
  const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue.SavedSearches.name_) as string;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
};

/**
 * The e-mail rendered by the app's own code in a child process (use-intl is ESM-only, which jest's CommonJS
 * cannot load): renderTemplate, then the HTML and text parts.
 */
function render(inputs: Record<string, unknown>[]): Record<string, unknown>[] {
  const code = `
    const { renderTemplate } = await import('./lib/email/templates.ts');
    const { renderEmailHtml, renderEmailText } = await import('./lib/email/layout.ts');
    const out = JSON.parse(process.argv[1]).map((input) => {
      try {
        const c = renderTemplate('listing_saved_search_alert', input);
        return { ...c, html: renderEmailHtml(c), text: renderEmailText(c) };
      } catch (e) { return { error: String(e) }; }
    });
    process.stdout.write(JSON.stringify(out));`;
  const stdout = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/fixtures/jobs/server-only-hook.mjs', '--input-type=module', '-e', code, JSON.stringify(inputs)],
    { cwd: path.resolve(__dirname, '../../..'), encoding: 'utf8', timeout: 60_000 },
  );
  return JSON.parse(stdout);
}
const name = (query: string) => suggestSearchName(parseSearchParams(new URLSearchParams(query)), tn, formatBRL);

describe('suggestSearchName', () => {
  it('says what, for rent or sale, where and up to how much', () => {
    expect(name('transacao=alugar&tipos=apartamento&bairro=Pinheiros&aluguelMax=3000')).toBe(
      'Apartamentos para alugar em Pinheiros até R$ 3.000',
    );
    expect(name('transacao=comprar&tipos=casa&cidade=Recife&precoMax=500000&quartos=3')).toBe(
      'Casas à venda com 3+ quartos em Recife até R$ 500.000',
    );
    expect(name('')).toBe('Imóveis');
    expect(name('tipos=casa,apartamento&bbox=-46.7,-23.6,-46.6,-23.5')).toBe('Imóveis na área do mapa');
  });

  it('stays within the name limit', () => {
    expect(name(`q=${'a'.repeat(200)}`).length).toBeLessThanOrEqual(120);
  });
});

describe('the alert e-mail', () => {
  const token = `12.${'ab'.repeat(32)}`;
  const data = {
    search_id: 12,
    name: 'Aluguel <b>Pinheiros</b>',
    query: 'transacao=alugar&bairro=Pinheiros',
    count: 2,
    listings: [
      { id: 7, title: 'Apto com varanda', price: 2800, transaction: 'aluguel', neighborhood: 'Pinheiros', city: 'São Paulo' },
      { id: 8, title: 'Studio', price: 350000, transaction: 'venda', neighborhood: 'Pinheiros', city: 'São Paulo' },
    ],
    secret: { unsubscribe: token },
  };

  const input = (over: Record<string, unknown> = {}, locale = 'pt-BR') => ({ data: { ...data, ...over }, name: 'Ana', locale, siteUrl: 'https://lar.example' });
  const results = (() => {
    let cached: ReturnType<typeof render> | undefined;
    return () =>
      (cached ??= render([
        input(),
        input({ count: 1 }, 'en'),
        ...[undefined, {}, { unsubscribe: 'x' }, { unsubscribe: `0.${'a'.repeat(64)}` }].map((secret) => input({ secret })),
        input({ count: 0 }),
      ]));
  })();

  it('lists each listing with its link, the search, and a one-click unsubscribe (headers too)', () => {
    const c = results()[0] as Record<string, unknown> & { html: string; text: string; paragraphs: string[]; buttons: { url: string }[] };
    expect(c.subject).toBe('2 novos imóveis na sua busca “Aluguel <b>Pinheiros</b>”');
    expect(c.paragraphs).toContain('Apto com varanda — R$ 2.800/mês — Pinheiros, São Paulo');
    expect(c.paragraphs).toContain('Studio — R$ 350.000 — Pinheiros, São Paulo');
    const urls = c.buttons.map((b) => b.url);
    expect(urls).toContain('https://lar.example/imovel/7');
    expect(urls).toContain('https://lar.example/buscar?transacao=alugar&bairro=Pinheiros');
    expect(urls).toContain(`https://lar.example/cancelar-alerta?token=${token}`);
    expect(c.headers).toEqual({
      'List-Unsubscribe': `<https://lar.example/api/buscas/cancelar?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Values from the data are text, never markup.
    expect(c.html).not.toContain('<b>Pinheiros</b>');
    expect(c.html).toContain('&lt;b&gt;Pinheiros&lt;/b&gt;');
    expect(c.text).toContain('Apto com varanda');
  });

  it('in the reader’s language, and refuses data without its token or matches', () => {
    const [, en, ...bad] = results() as (Record<string, unknown> & { buttons: { url: string }[] })[];
    expect(en!.subject).toBe('New home in your search “Aluguel <b>Pinheiros</b>”');
    expect(en!.buttons[0]!.url).toBe('https://lar.example/en/imovel/7');
    expect(bad).toHaveLength(5);
    for (const r of bad) expect(r).toHaveProperty('error');
  });
});

describe('input rules', () => {
  it('save: a name of 1–120 characters, a known frequency, a query without control characters', () => {
    expect(saveSearchSchema.safeParse({ name: '  Casa  em  Recife ', frequency: 'daily', query: '?cidade=Recife' }).data).toEqual({
      name: 'Casa em Recife',
      frequency: 'daily',
      query: 'cidade=Recife',
    });
    for (const bad of [
      { name: ' ', frequency: 'daily', query: '' },
      { name: 'a'.repeat(121), frequency: 'daily', query: '' },
      { name: 'ok', frequency: 'hourly', query: '' },
      { name: 'ok', frequency: 'daily', query: 'a\u0000' },
      { name: 'ok', frequency: 'daily', query: 'x'.repeat(4001) },
      {},
    ]) {
      expect(saveSearchSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('update needs a positive id and something to change; unsubscribe needs a well-formed token', () => {
    expect(updateSavedSearchSchema.safeParse({ id: 3, paused: true }).success).toBe(true);
    expect(updateSavedSearchSchema.safeParse({ id: 3 }).success).toBe(false);
    expect(updateSavedSearchSchema.safeParse({ id: -1, paused: true }).success).toBe(false);
    expect(updateSavedSearchSchema.safeParse({ id: '1e309', paused: true }).success).toBe(false);
    expect(unsubscribeSchema.safeParse({ token: `5.${'f'.repeat(64)}` }).success).toBe(true);
    for (const token of ['5.F', `05.${'f'.repeat(64)}`, `5.${'f'.repeat(63)}`, 5]) {
      expect(unsubscribeSchema.safeParse({ token }).success).toBe(false);
    }
  });
});
