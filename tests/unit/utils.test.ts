import { isActivePath } from '@/lib/active-path';
import { absoluteUrl, cn, displayFirstName, initialOf } from '@/lib/utils';

describe('cn', () => {
  it('joins conditional classes', () => {
    expect(cn('a', false && 'b', undefined, ['c', { d: true, e: false }])).toBe('a c d');
  });

  it('lets the later Tailwind utility win a conflict', () => {
    expect(cn('px-2 py-1 text-sm', 'px-4')).toBe('py-1 text-sm px-4');
    expect(cn('bg-primary text-primary-foreground', 'bg-destructive')).toBe('text-primary-foreground bg-destructive');
  });

  it('keeps utilities that do not conflict', () => {
    expect(cn('rounded-md', 'rounded-t-none')).toBe('rounded-md rounded-t-none');
  });
});

describe('displayFirstName', () => {
  it('takes the first word of the name', () => {
    expect(displayFirstName('  Ana Maria Souza ', 'ana@lar.dev')).toBe('Ana');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(displayFirstName('', 'joao.silva@lar.dev')).toBe('joao.silva');
    expect(displayFirstName(null, 'cliente@lar.dev')).toBe('cliente');
  });

  it('is empty when there is nothing to show', () => {
    expect(displayFirstName(undefined, undefined)).toBe('');
  });
});

describe('initialOf', () => {
  it('upper-cases the first letter, accents included', () => {
    expect(initialOf('érica')).toBe('É');
    expect(initialOf('  imobiliária')).toBe('I');
    expect(initialOf('')).toBe('');
    expect(initialOf(null)).toBe('');
  });
});

describe('absoluteUrl', () => {
  it('joins the site origin and a path', () => {
    expect(absoluteUrl('https://lar.example.com', '/imovel/42')).toBe('https://lar.example.com/imovel/42');
    expect(absoluteUrl('https://lar.example.com/', 'buscar?q=casa')).toBe('https://lar.example.com/buscar?q=casa');
    expect(absoluteUrl('http://localhost:3000')).toBe('http://localhost:3000/');
  });
});

describe('isActivePath', () => {
  it('matches the page and the pages below it', () => {
    expect(isActivePath('/sobre-nos', '/sobre-nos')).toBe(true);
    expect(isActivePath('/propostas/subir', '/propostas')).toBe(true);
  });

  it('does not match a sibling that shares a prefix', () => {
    expect(isActivePath('/imoveis-proximos/x', '/imoveis')).toBe(false);
  });

  it('matches the home link only on the home page', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/buscar', '/')).toBe(false);
  });

  it('ignores the query and hash of the link', () => {
    expect(isActivePath('/atendimento', '/atendimento#faq')).toBe(true);
  });
});
