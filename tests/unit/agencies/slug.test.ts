import { RESERVED_SLUGS, SLUG_MAX_LENGTH, isReservedSlug, isValidSlug, slugify, uniqueSlug } from '@/lib/agencies/slug';

describe('slugify', () => {
  it.each([
    ['Imobiliária São João', 'imobiliaria-sao-joao'],
    ['  Lar & Cia. Imóveis  ', 'lar-cia-imoveis'],
    ['AÇÃO---Corretora', 'acao-corretora'],
    ['Über Straße Ørsted', 'uber-strasse-orsted'],
    ['José  da   Silva', 'jose-da-silva'],
    ['Imóveis 24h / SP', 'imoveis-24h-sp'],
    ['!!!', ''],
    ['', ''],
  ])('%p → %p', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps at most 50 characters and never ends with a hyphen', () => {
    const name = 'Imobiliária ' + 'Muito '.repeat(20) + 'Comprida';
    const slug = slugify(name);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // 'imobiliaria-muito-muito-…' cut at 50 would end in a hyphen or mid-word; never a hyphen.
    expect(slug.endsWith('-')).toBe(false);
    expect(slugify('a'.repeat(49) + ' b')).toBe('a'.repeat(49));
  });

  it('produces only valid slug characters for any input', () => {
    for (const name of ['Çãõ ñ ü', 'ÀÉÎÕÜ', 'x_y.z', '123 456', 'Ⅻ emoji 🏠 casa']) {
      expect(slugify(name)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
    }
  });
});

describe('isReservedSlug', () => {
  it('refuses every top-level route and locale code', () => {
    for (const route of ['buscar', 'imovel', 'dashboard', 'minha-pagina', 'imoveis-proximos', 'auth', 'api', 'login']) {
      expect(isReservedSlug(route)).toBe(true);
    }
    for (const locale of ['pt-br', 'pt', 'en', 'es']) expect(isReservedSlug(locale)).toBe(true);
  });

  it('ignores case and surrounding blanks, and accepts ordinary names', () => {
    expect(isReservedSlug(' Buscar ')).toBe(true);
    expect(isReservedSlug('PT-BR')).toBe(true);
    expect(isReservedSlug('lar-imoveis')).toBe(false);
    expect(isReservedSlug('buscar-2')).toBe(false);
  });

  it('lists every route of the spec route table', () => {
    const routes = [
      'anunciar-imovel', 'sou-corretor', 'sou-imobiliaria', 'sobre-nos', 'atendimento', 'login', 'buscar', 'imovel',
      'minha-conta', 'minhas-visitas', 'favoritos', 'propostas', 'dashboard', 'dashboard-cliente',
      'dashboard-proprietario', 'dashboard-corretor', 'minha-pagina', 'financeiro', 'perfil', 'configuracoes',
      'trocar-senha', 'agendamentos', 'imoveis', 'corretores', 'completar-cadastro', 'completar-cadastro-imobiliaria',
      'imoveis-proximos', 'clientes', 'relatorios', 'convidar-corretor',
    ];
    for (const r of routes) expect(RESERVED_SLUGS).toContain(r);
    expect(new Set(RESERVED_SLUGS).size).toBe(RESERVED_SLUGS.length);
  });
});

describe('isValidSlug', () => {
  it('accepts well-formed free slugs only', () => {
    expect(isValidSlug('lar-imoveis')).toBe(true);
    expect(isValidSlug('imobiliaria-2')).toBe(true);
    expect(isValidSlug('Lar-Imoveis')).toBe(false);
    expect(isValidSlug('lar--imoveis')).toBe(false);
    expect(isValidSlug('-lar')).toBe(false);
    expect(isValidSlug('a'.repeat(51))).toBe(false);
    expect(isValidSlug('favoritos')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('adds a numeric suffix on collision or reserved names', () => {
    const taken = new Set(['lar-imoveis', 'lar-imoveis-2']);
    expect(uniqueSlug('Lar Imóveis', (s) => taken.has(s))).toBe('lar-imoveis-3');
    expect(uniqueSlug('Buscar', () => false)).toBe('buscar-2');
    expect(uniqueSlug('Nova Casa', () => false)).toBe('nova-casa');
    expect(uniqueSlug('???', () => false)).toBe('pagina');
  });

  it('keeps suffixed slugs within 50 characters', () => {
    const root = slugify('x'.repeat(60));
    const slug = uniqueSlug('x'.repeat(60), (s) => s === root);
    expect(slug).toBe('x'.repeat(48) + '-2');
  });
});
