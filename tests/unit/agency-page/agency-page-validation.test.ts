import {
  isCoverObjectName,
  isSlugShape,
  pageDetailsSchema,
  pageErrorOfHint,
  pageFiltersQuery,
  parsePageFilters,
} from '@/lib/validations/agency-page';

// The page's URL state and edit form (issue #19): what the URL can say, and what the form refuses before
// the server (which, with SQL, checks again: tests/integration/agency-page).

describe('parsePageFilters', () => {
  it('reads the chips, the page and the view', () => {
    expect(parsePageFilters({ transacao: 'alugar', tipo: 'casa', quartos: '3', pagina: '2', vista: 'mapa' })).toEqual({
      transaction: 'aluguel', type: 'casa', minBedrooms: 3, page: 2, view: 'mapa',
    });
    expect(parsePageFilters({ transacao: 'comprar' }).transaction).toBe('venda');
  });

  it.each([
    [{ transacao: 'troca' }],
    [{ transacao: 'toString' }],
    [{ transacao: '__proto__' }],
    [{ tipo: 'castelo' }],
    [{ quartos: '9' }],
    [{ quartos: '2; drop' }],
    [{ pagina: '-1' }],
    [{ pagina: 'abc' }],
    [{ vista: '<script>' }],
  ])('ignores the malformed %j', (params) => {
    expect(parsePageFilters(params)).toEqual({ transaction: null, type: null, minBedrooms: null, page: 1, view: 'lista' });
  });

  it('keeps the page within 1..1000 and takes the first of repeated parameters', () => {
    expect(parsePageFilters({ pagina: '0' }).page).toBe(1);
    expect(parsePageFilters({ pagina: '99999' }).page).toBe(1);
    expect(parsePageFilters({ pagina: '5000' }).page).toBe(1000);
    expect(parsePageFilters({ tipo: ['apartamento', 'casa'] }).type).toBe('apartamento');
  });
});

describe('pageFiltersQuery', () => {
  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(pageFiltersQuery({ transaction: null, type: null, minBedrooms: null, page: 1, view: 'lista' })).toBe('');
    const q = pageFiltersQuery({ transaction: 'aluguel', type: 'cobertura', minBedrooms: 2, page: 3, view: 'mapa' });
    expect(q).toBe('?transacao=alugar&tipo=cobertura&quartos=2&vista=mapa&pagina=3');
    expect(parsePageFilters(Object.fromEntries(new URLSearchParams(q)))).toEqual({
      transaction: 'aluguel', type: 'cobertura', minBedrooms: 2, page: 3, view: 'mapa',
    });
  });
});

describe('the edit form', () => {
  const valid = { description: 'Somos uma imobiliária.', phone: '(11) 3333-4444', whatsapp: '(11) 98888-7777', contactEmail: 'a@b.dev', slug: 'minha-imobiliaria' };
  const errors = (patch: Partial<typeof valid>) => {
    const r = pageDetailsSchema.safeParse({ ...valid, ...patch });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a complete page and empty optional fields, and lower-cases the slug', () => {
    expect(errors({})).toEqual({});
    expect(errors({ description: '', phone: '', whatsapp: '', contactEmail: '' })).toEqual({});
    expect(pageDetailsSchema.parse({ ...valid, slug: ' Minha-Imobiliaria ' }).slug).toBe('minha-imobiliaria');
  });

  it.each([
    [{ description: 'x'.repeat(2001) }, 'description', 'descriptionTooLong'],
    [{ phone: '123' }, 'phone', 'phoneInvalid'],
    [{ whatsapp: '(11) 3333-4444' }, 'whatsapp', 'whatsappInvalid'],
    [{ contactEmail: 'sem-arroba' }, 'contactEmail', 'emailInvalid'],
    [{ slug: '' }, 'slug', 'required'],
    [{ slug: 'ab' }, 'slug', 'slugInvalid'],
    [{ slug: 'com espaço' }, 'slug', 'slugInvalid'],
    [{ slug: '-inicio' }, 'slug', 'slugInvalid'],
    [{ slug: 'a--b' }, 'slug', 'slugInvalid'],
    [{ slug: 'x'.repeat(51) }, 'slug', 'slugInvalid'],
    [{ slug: 'casa%2dpaulista' }, 'slug', 'slugInvalid'],
  ])('refuses %j', (patch, field, key) => {
    expect(errors(patch)[field]).toBe(key);
  });

  it('maps every SQL hint to its field and catalogue key', () => {
    expect(pageErrorOfHint('slug_taken')).toEqual({ field: 'slug', key: 'slugTaken' });
    expect(pageErrorOfHint('slug_reserved')).toEqual({ field: 'slug', key: 'slugReserved' });
    expect(pageErrorOfHint('not_page_owner')).toEqual({ key: 'notAllowed' });
    expect(pageErrorOfHint('photo_missing')).toEqual({ key: 'photoInvalid' });
    expect(pageErrorOfHint(undefined)).toEqual({ key: 'failed' });
  });
});

describe('names', () => {
  it('slug shapes', () => {
    expect(isSlugShape('casa-paulista-imoveis')).toBe(true);
    expect(isSlugShape('Casa')).toBe(false);
  });

  it('cover photo objects are <user id>/<uuid>.webp only', () => {
    const id = '8f0e6f8e-1c2b-4c1d-9a55-0b9d2f7c3e11';
    expect(isCoverObjectName(`${id}/0b9d2f7c-3e11-4c1d-9a55-8f0e6f8e1c2b.webp`)).toBe(true);
    for (const bad of [`${id}/../x.webp`, `${id}/0b9d2f7c-3e11-4c1d-9a55-8f0e6f8e1c2b.png`, `x/${id}.webp`, `${id}/a/b.webp`]) {
      expect(isCoverObjectName(bad)).toBe(false);
    }
  });
});
