import en from '@/messages/en';
import es from '@/messages/es';
import ptBR from '@/messages/pt-BR';
import { defaultLocale, locales } from '@/lib/i18n/config';
import { footerNav } from '@/lib/marketing/footer-links';
import { siteConfig } from '@/lib/site';

type Tree = { [key: string]: string | Tree };
const catalogues: Record<string, Tree> = { 'pt-BR': ptBR, en, es };

/** Every leaf as [dotted key, message]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

/** The ICU argument names a message uses ({name}, {n, plural, …}, {x, select, …}). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const m of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:[,}])/g)) names.add(m[1]!);
  return [...names].sort();
}

describe('message catalogues', () => {
  it('exist for every locale of the routing', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...locales].sort());
  });

  const reference = new Map(leaves(ptBR));

  it.each(['en', 'es'])('%s has exactly the keys of pt-BR', (locale) => {
    const keys = leaves(catalogues[locale]!).map(([k]) => k);
    expect(keys.sort()).toEqual([...reference.keys()].sort());
  });

  it.each(Object.keys(catalogues))('%s has no empty message', (locale) => {
    const empty = leaves(catalogues[locale]!).filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it.each(['en', 'es'])('%s uses the same ICU arguments as pt-BR', (locale) => {
    const mismatched = leaves(catalogues[locale]!)
      .filter(([k, v]) => JSON.stringify(argumentsOf(v)) !== JSON.stringify(argumentsOf(reference.get(k) ?? '')))
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  it('keep the product name out of the text (it comes from siteConfig as {product})', () => {
    for (const [locale, tree] of Object.entries(catalogues)) {
      const hardcoded = leaves(tree)
        .filter(([, v]) => new RegExp(`\\b${siteConfig.name}\\b`).test(v))
        .map(([k]) => `${locale}:${k}`);
      expect(hardcoded).toEqual([]);
    }
  });

  it('label every header and footer link in every locale', () => {
    for (const tree of Object.values(catalogues)) {
      const keys = new Set(leaves(tree).map(([k]) => k));
      for (const item of siteConfig.mainNav) expect(keys).toContain(`Header.nav.${item.key}`);
      for (const group of footerNav) {
        expect(keys).toContain(`Footer.groups.${group.key}`);
        for (const link of group.links) expect(keys).toContain(`Footer.links.${link.key}`);
      }
      for (const locale of locales) expect(keys).toContain(`LocaleSwitcher.names.${locale}`);
    }
  });

  it("keep the spec's 404 title in Portuguese", () => {
    expect(ptBR.NotFound.title).toBe('Oops! Page not found');
  });
});

describe('locales', () => {
  it('are pt-BR (default), en and es', () => {
    expect(defaultLocale).toBe('pt-BR');
    expect(locales).toEqual(['pt-BR', 'en', 'es']);
  });
});
