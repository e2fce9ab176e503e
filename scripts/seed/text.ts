/**
 * Portuguese titles and descriptions of the seed listings, built from templates, the listing's numbers
 * and its neighbourhood's facts. Gender and plural agreement is handled explicitly.
 */
import type { Rng } from './prng.ts';
import type { City, Neighbourhood } from './places.ts';

export type PropertyType =
  | 'apartamento'
  | 'casa'
  | 'kitnet_studio'
  | 'casa_condominio'
  | 'terreno'
  | 'sobrado'
  | 'assobradado'
  | 'cobertura';
export type Transaction = 'venda' | 'aluguel';

export interface ListingFacts {
  type: PropertyType;
  transaction: Transaction;
  bedrooms: number;
  suites: number;
  bathrooms: number;
  parking: number;
  area: number;
  floor: number | null;
  furnished: boolean;
  pets: boolean;
  price: number;
  condoFee: number | null;
  iptu: number | null;
  otherItems: readonly string[];
  condoFeatures: readonly string[];
  appliances: readonly string[];
}

/** Thousands with dots, no decimals: 1250000 → "1.250.000". */
export function formatThousands(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const out: string[] = [];
  for (let i = digits.length; i > 0; i -= 3) out.unshift(digits.slice(Math.max(0, i - 3), i));
  return (value < 0 ? '-' : '') + out.join('.');
}

export function brl(value: number): string {
  return `R$ ${formatThousands(value)}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a e b", "a, b e c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "em Pinheiros", "na Vila Mariana", "no Tatuapé". */
export function inHood(hood: Neighbourhood): string {
  return `${hood.prep} ${hood.name}`;
}

export interface Noun {
  text: string;
  feminine: boolean;
}

/** The noun a listing is called by; studios are "Studio" or "Kitnet" at random. */
export function typeNoun(type: PropertyType, rng: Rng): Noun {
  switch (type) {
    case 'apartamento':
      return { text: 'apartamento', feminine: false };
    case 'kitnet_studio':
      return rng.bool(0.7) ? { text: 'studio', feminine: false } : { text: 'kitnet', feminine: true };
    case 'cobertura':
      return rng.bool(0.4) ? { text: 'cobertura duplex', feminine: true } : { text: 'cobertura', feminine: true };
    case 'casa':
      return rng.bool(0.5) ? { text: 'casa térrea', feminine: true } : { text: 'casa', feminine: true };
    case 'sobrado':
      return { text: 'sobrado', feminine: false };
    case 'assobradado':
      return { text: 'casa assobradada', feminine: true };
    case 'casa_condominio':
      return { text: 'casa em condomínio fechado', feminine: true };
    case 'terreno':
      return { text: 'terreno', feminine: false };
  }
}

/** Picks the masculine or feminine form of an adjective. */
const g = (noun: Noun, masculine: string, feminine: string) => (noun.feminine ? feminine : masculine);

const ADJECTIVES: readonly (readonly [string, string])[] = [
  ['amplo', 'ampla'],
  ['iluminado', 'iluminada'],
  ['reformado', 'reformada'],
  ['charmoso', 'charmosa'],
  ['espaçoso', 'espaçosa'],
  ['aconchegante', 'aconchegante'],
  ['arejado', 'arejada'],
  ['moderno', 'moderna'],
];

function roomsPhrase(f: ListingFacts): string {
  if (f.type === 'kitnet_studio') return 'ambiente integrado';
  if (f.suites > 0 && f.suites === f.bedrooms) return plural(f.suites, 'suíte', 'suítes');
  if (f.suites > 0) return `${plural(f.bedrooms, 'quarto', 'quartos')} (${plural(f.suites, 'suíte', 'suítes')})`;
  return plural(f.bedrooms, 'quarto', 'quartos');
}

export function buildTitle(rng: Rng, f: ListingFacts, hood: Neighbourhood, noun: Noun): string {
  const Noun = capitalize(noun.text);
  const where = inHood(hood);
  const [m, fem] = rng.pick(ADJECTIVES);
  const adj = g(noun, m, fem);
  const options: string[] = [
    `${Noun} com ${roomsPhrase(f)} ${where}`,
    `${Noun} ${adj} de ${f.area} m² ${where}`,
    `${Noun} ${adj} com ${roomsPhrase(f)} ${where}`,
  ];
  if (f.parking > 0 && f.type !== 'kitnet_studio') {
    options.push(`${Noun} com ${roomsPhrase(f)} e ${plural(f.parking, 'vaga', 'vagas')} ${where}`);
  }
  if (f.furnished) options.push(`${Noun} ${g(noun, 'mobiliado', 'mobiliada')} ${where}`, `${Noun} ${g(noun, 'mobiliado', 'mobiliada')} com ${roomsPhrase(f)} ${where}`);
  if (f.otherItems.includes('Varanda gourmet')) options.push(`${Noun} com varanda gourmet ${where}`);
  if (f.otherItems.includes('Quintal')) options.push(`${Noun} com quintal e ${roomsPhrase(f)} ${where}`);
  if (f.condoFeatures.includes('Piscina')) options.push(`${Noun} em condomínio com piscina ${where}`);
  if (f.floor !== null && f.floor >= 10) options.push(`${Noun} em andar alto com vista ${where}`);
  if (f.pets && f.transaction === 'aluguel') options.push(`${Noun} pet friendly ${where}`);
  if (f.type === 'cobertura') options.push(`${Noun} com terraço e ${roomsPhrase(f)} ${where}`);
  return rng.pick(options);
}

const SUN = [
  'Sol da manhã na sala e nos quartos.',
  'Face norte, com sol o dia todo.',
  'Muito bem iluminado, com janelas amplas em todos os ambientes.',
  'Ventilação cruzada e luz natural o dia inteiro.',
  'Sol da tarde na sala e na varanda.',
];

const LAYOUT = [
  'Sala ampla para dois ambientes',
  'Sala de estar integrada à cozinha',
  'Planta bem distribuída, sem corredores desperdiçados',
  'Living com pé-direito generoso',
];

const RENT_CLOSING = [
  'Disponível para mudança imediata. Aceita seguro-fiança ou título de capitalização.',
  'Contrato de 30 meses, com garantia por seguro-fiança, fiador ou caução.',
  'Pronto para morar: é só agendar a visita e trazer a mudança.',
  'Agende sua visita pelo Lar e conheça pessoalmente.',
];

const SALE_CLOSING = [
  'Documentação em dia; aceita financiamento bancário e FGTS.',
  'Escritura e matrícula regularizadas. Estuda propostas.',
  'Aceita financiamento. Agende sua visita pelo Lar.',
  'Ótima oportunidade de compra, pronto para morar.',
];

export function buildDescription(rng: Rng, f: ListingFacts, hood: Neighbourhood, city: City, noun: Noun): string {
  const [m, fem] = rng.pick(ADJECTIVES);
  const adj = g(noun, m, fem);
  const paragraphs: string[] = [];

  // 1. What it is.
  const rooms =
    f.type === 'kitnet_studio'
      ? `ambiente integrado, ${plural(f.bathrooms, 'banheiro', 'banheiros')}`
      : `${roomsPhrase(f)}, ${plural(f.bathrooms, 'banheiro', 'banheiros')}`;
  const parking = f.parking > 0 ? ` e ${plural(f.parking, 'vaga de garagem', 'vagas de garagem')}` : ', sem vaga de garagem';
  const intro = rng.pick([
    `${capitalize(noun.text)} ${adj} de ${f.area} m² ${inHood(hood)}, ${city.name}, com ${rooms}${parking}.`,
    `${capitalize(g(noun, 'este', 'esta'))} ${noun.text} ${inHood(hood)} tem ${f.area} m² de área útil, ${rooms}${parking}.`,
    `${capitalize(g(noun, 'um', 'uma'))} ${noun.text} ${adj} ${inHood(hood)}: ${f.area} m², ${rooms}${parking}.`,
  ]);
  const details: string[] = [intro];
  if (f.floor !== null) {
    details.push(
      f.floor >= 10
        ? `Fica no ${f.floor}º andar, com vista livre.`
        : f.floor <= 1
          ? 'Fica em andar baixo, com acesso fácil.'
          : `Fica no ${f.floor}º andar.`,
    );
  }
  details.push(rng.pick(SUN));
  paragraphs.push(details.join(' '));

  // 2. Rooms and finishes.
  const inside: string[] = [];
  if (f.type !== 'kitnet_studio') {
    const items = f.otherItems.filter((i) => ['Varanda gourmet', 'Varanda', 'Quintal', 'Churrasqueira', 'Closet', 'Escritório', 'Lareira', 'Terraço'].includes(i));
    const outdoor = f.otherItems.includes('Varanda') || f.otherItems.includes('Varanda gourmet');
    const layout = rng.pick(outdoor ? [...LAYOUT, 'Sala com acesso direto à varanda'] : LAYOUT);
    inside.push(items.length ? `${layout}, além de ${joinList(items.slice(0, 3).map((i) => i.toLowerCase()))}.` : `${layout}.`);
  }
  if (f.otherItems.includes('Armários planejados')) inside.push('Armários planejados nos quartos e na cozinha.');
  else if (f.otherItems.includes('Armários na cozinha')) inside.push('Cozinha com armários.');
  if (f.otherItems.includes('Piso de madeira')) inside.push('Piso de madeira nos quartos e na sala.');
  else if (f.otherItems.includes('Porcelanato')) inside.push('Piso em porcelanato em todo o imóvel.');
  if (f.furnished) {
    const appl = f.appliances.slice(0, 4).map((a) => a.toLowerCase());
    inside.push(
      `Entregue ${g(noun, 'mobiliado', 'mobiliada')}${appl.length ? `, com ${joinList(appl)}` : ''}: é só trazer as malas.`,
    );
  } else if (f.appliances.length) {
    inside.push(`Fica no imóvel: ${joinList(f.appliances.slice(0, 3).map((a) => a.toLowerCase()))}.`);
  }
  if (f.pets) inside.push('Aceita animais de estimação.');
  if (inside.length) paragraphs.push(inside.join(' '));

  // 3. The neighbourhood.
  const facts = rng.sample(hood.facts, 2);
  paragraphs.push(
    rng.pick([
      `Localização privilegiada ${inHood(hood)}: ${facts[0]}. Tudo isso ${facts[1]}.`,
      `O imóvel está ${facts[0]}, ${facts[1]}.`,
      `Morar ${inHood(hood)} é estar ${facts[0]}, ${facts[1]}.`,
    ]),
  );

  // 4. Condominium and costs.
  const costs: string[] = [];
  if (f.condoFeatures.length) {
    costs.push(`O condomínio oferece ${joinList(f.condoFeatures.slice(0, 5).map((c) => lowerFeature(c)))}.`);
  }
  const fees: string[] = [];
  if (f.condoFee) fees.push(`condomínio de ${brl(f.condoFee)}`);
  if (f.iptu) fees.push(`IPTU de ${brl(f.iptu)}`);
  if (fees.length) costs.push(`${capitalize(joinList(fees))} por mês.`);
  if (f.iptu === 0) costs.push('Isento de IPTU.');
  if (costs.length) paragraphs.push(costs.join(' '));

  // 5. Closing.
  paragraphs.push(rng.pick(f.transaction === 'aluguel' ? RENT_CLOSING : SALE_CLOSING));
  return paragraphs.join('\n\n');
}

/** "Portaria 24h" stays, "Piscina" → "piscina". */
function lowerFeature(feature: string): string {
  return /^[A-Z]{2}/.test(feature) ? feature : feature.charAt(0).toLowerCase() + feature.slice(1);
}
