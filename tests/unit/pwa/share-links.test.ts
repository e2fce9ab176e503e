import {
  canonicalShareUrl,
  emailShareUrl,
  listingShareText,
  whatsappShareUrl,
} from '@/components/share/share-links';

const data = { title: 'Apartamento em Pinheiros', text: 'R$ 3.500/mês · Pinheiros, São Paulo — veja no Lar', url: 'https://lar.example/imovel/12' };

describe('the shared address', () => {
  it('keeps the page and its language, drops query, fragment and credentials', () => {
    expect(canonicalShareUrl('https://lar.example/en/imovel/12?utm_source=x&ref=cliente%40lar.dev#fotos')).toBe('https://lar.example/en/imovel/12');
    expect(canonicalShareUrl('https://user:secret@lar.example/es/lucas-ferreira?pagina=2')).toBe('https://lar.example/es/lucas-ferreira');
    expect(canonicalShareUrl('http://127.0.0.1:3102/imovel/5')).toBe('http://127.0.0.1:3102/imovel/5');
  });

  it('refuses what is not a web address', () => {
    expect(() => canonicalShareUrl('javascript:alert(1)')).toThrow();
    expect(() => canonicalShareUrl('/imovel/12')).toThrow();
    expect(() => canonicalShareUrl('mailto:a@b.c')).toThrow();
  });
});

describe('the fallback links', () => {
  it('WhatsApp gets the text and the address, encoded, with no recipient', () => {
    const href = whatsappShareUrl(data);
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const url = new URL(href);
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('text')).toBe(`${data.text}\n${data.url}`);
    expect([...url.searchParams.keys()]).toEqual(['text']);
  });

  it('an address with & or # cannot add parameters to the WhatsApp link', () => {
    const url = new URL(whatsappShareUrl({ ...data, text: 'a & b #c ?d=1', url: 'https://lar.example/x' }));
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe('a & b #c ?d=1\nhttps://lar.example/x');
  });

  it('e-mail has the title as subject and the text and address as body, spaces as %20', () => {
    const href = emailShareUrl(data);
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    expect(href).not.toContain('+');
    const query = new URLSearchParams(href.slice('mailto:?'.length));
    expect(query.get('subject')).toBe(data.title);
    expect(query.get('body')).toBe(`${data.text}\n${data.url}`);
  });

  it('only the address when there is no text', () => {
    expect(new URL(whatsappShareUrl({ ...data, text: '' })).searchParams.get('text')).toBe(data.url);
  });
});

describe("a listing's text", () => {
  const template = ({ price, place }: { price: string; place: string }) => `${price} · ${place} — veja no Lar`;

  it('says the price and the neighbourhood and city', () => {
    expect(listingShareText(template, { price: 'R$ 3.500/mês', neighborhood: 'Pinheiros', city: 'São Paulo' })).toBe(
      'R$ 3.500/mês · Pinheiros, São Paulo — veja no Lar',
    );
  });

  it('the city alone when the neighbourhood is missing or blank', () => {
    expect(listingShareText(template, { price: 'R$ 850.000', neighborhood: ' ', city: 'Curitiba' })).toBe('R$ 850.000 · Curitiba — veja no Lar');
    expect(listingShareText(template, { price: 'R$ 850.000', neighborhood: null, city: 'Curitiba' })).toBe('R$ 850.000 · Curitiba — veja no Lar');
  });

  it('the catalogue text of every locale names the price, the place and the product', () => {
    for (const locale of ['pt-BR', 'en', 'es']) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const text: string = require(`@/messages/${locale}/pwa.json`).Share.listingText;
      expect(text).toContain('{price}');
      expect(text).toContain('{place}');
      expect(text).toContain('{product}');
    }
  });
});
