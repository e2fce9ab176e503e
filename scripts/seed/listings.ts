/**
 * Pure listing generation: type, size, rooms, price, fees, features, address, coordinates, text and
 * photos of one listing, from a seeded PRNG and a neighbourhood.
 */
import type { FacadeStyle, SeedImage } from './images.ts';
import { cityOf, jitter, type City, type Neighbourhood } from './places.ts';
import type { Rng } from './prng.ts';
import { buildDescription, buildTitle, typeNoun, type ListingFacts, type PropertyType, type Transaction } from './text.ts';

export const RENT_MIN = 1200;
export const RENT_MAX = 15000;
export const SALE_MIN = 180000;
export const SALE_MAX = 4500000;

export const APPLIANCES = [
  'Geladeira', 'Fogão', 'Micro-ondas', 'Máquina de lavar', 'Lava-louças', 'Ar-condicionado', 'Forno elétrico',
  'Cooktop', 'Coifa', 'Aquecedor a gás', 'Secadora', 'Adega climatizada',
] as const;

export const OTHER_ITEMS = [
  'Armários planejados', 'Armários na cozinha', 'Box no banheiro', 'Piso de madeira', 'Porcelanato', 'Varanda',
  'Varanda gourmet', 'Churrasqueira', 'Closet', 'Escritório', 'Área de serviço', 'Quintal', 'Lareira', 'Terraço',
  'Janelas antirruído', 'Chuveiro a gás', 'Depósito privativo', 'Jardim',
] as const;

export const CONDO_FEATURES = [
  'Portaria 24h', 'Elevador', 'Piscina', 'Academia', 'Salão de festas', 'Churrasqueira', 'Playground',
  'Bicicletário', 'Quadra poliesportiva', 'Espaço gourmet', 'Lavanderia coletiva', 'Coworking', 'Pet place', 'Sauna',
  'Segurança 24h', 'Brinquedoteca', 'Quadra de tênis',
] as const;

export interface ListingImage {
  name: string;
  alt: string;
}

export interface GeneratedListing extends ListingFacts {
  hood: Neighbourhood;
  city: City;
  title: string;
  description: string;
  street: string;
  streetNumber: string;
  complement: string | null;
  zipCode: string;
  lat: number;
  lng: number;
  images: ListingImage[];
}

/** Whether the type is a unit in a building (as opposed to a house). */
export function isUnit(type: PropertyType): boolean {
  return type === 'apartamento' || type === 'kitnet_studio' || type === 'cobertura';
}

function pickType(rng: Rng, city: City): PropertyType {
  const h = city.houses;
  return rng.weighted<PropertyType>([
    ['apartamento', 55 * (1 - h)],
    ['kitnet_studio', 12 * (1 - h)],
    ['cobertura', 7 * (1 - h)],
    ['casa', 40 * h],
    ['sobrado', 25 * h],
    ['casa_condominio', 22 * h],
    ['assobradado', 8 * h],
  ]);
}

interface Size {
  bedrooms: number;
  suites: number;
  bathrooms: number;
  parking: number;
  area: number;
  floor: number | null;
}

function pickSize(rng: Rng, type: PropertyType): Size {
  switch (type) {
    case 'kitnet_studio': {
      const area = rng.int(22, 45);
      return { bedrooms: 1, suites: 0, bathrooms: 1, parking: rng.bool(0.3) ? 1 : 0, area, floor: rng.int(1, 20) };
    }
    case 'apartamento': {
      const bedrooms = rng.weighted([[1, 20], [2, 40], [3, 30], [4, 10]]);
      const area = Math.round((28 + bedrooms * 22) * rng.float(0.85, 1.25));
      const suites = bedrooms === 1 ? 0 : rng.int(0, Math.min(2, bedrooms - 1)) + (bedrooms >= 3 ? 1 : 0);
      const bathrooms = Math.max(1, suites + (rng.bool(0.7) ? 1 : 0));
      const parking = bedrooms === 1 ? rng.int(0, 1) : rng.int(1, Math.min(3, bedrooms));
      return { bedrooms, suites, bathrooms, parking, area, floor: rng.int(1, 24) };
    }
    case 'cobertura': {
      const bedrooms = rng.int(2, 4);
      const area = Math.round((70 + bedrooms * 45) * rng.float(0.9, 1.4));
      const suites = rng.int(1, bedrooms);
      return { bedrooms, suites, bathrooms: suites + 1, parking: rng.int(2, 4), area, floor: rng.int(8, 30) };
    }
    case 'casa':
    case 'assobradado': {
      const bedrooms = rng.weighted([[2, 35], [3, 45], [4, 20]]);
      const area = Math.round((40 + bedrooms * 35) * rng.float(0.85, 1.5));
      const suites = rng.int(0, bedrooms - 1);
      return { bedrooms, suites, bathrooms: Math.max(1, suites + rng.int(1, 2)), parking: rng.int(1, 3), area, floor: null };
    }
    case 'sobrado': {
      const bedrooms = rng.weighted([[2, 25], [3, 50], [4, 25]]);
      const area = Math.round((50 + bedrooms * 38) * rng.float(0.85, 1.4));
      const suites = rng.int(1, bedrooms - 1);
      return { bedrooms, suites, bathrooms: suites + rng.int(1, 2), parking: rng.int(1, 4), area, floor: null };
    }
    case 'casa_condominio':
    case 'terreno': {
      const bedrooms = rng.weighted([[3, 50], [4, 35], [5, 15]]);
      const area = Math.round((60 + bedrooms * 45) * rng.float(0.9, 1.6));
      const suites = rng.int(1, bedrooms);
      return { bedrooms, suites, bathrooms: suites + 1, parking: rng.int(2, 4), area, floor: null };
    }
  }
}

const TYPE_PRICE: Record<PropertyType, number> = {
  apartamento: 1,
  kitnet_studio: 1.15,
  cobertura: 1.2,
  casa: 0.85,
  sobrado: 0.9,
  assobradado: 0.85,
  casa_condominio: 1.05,
  terreno: 0.45,
};

const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));
export const softCap = (x: number, max: number) => max * Math.tanh(x / max);

/** Market value per m², scaled by city, neighbourhood, type and size (bigger units cost less per m²). */
function perSquareMetre(kind: 'sale' | 'rent', city: City, hood: Neighbourhood, type: PropertyType, area: number): number {
  return city[kind] * hood.factor * TYPE_PRICE[type] * Math.pow(area / 70, -0.12);
}

/** Asking price: monthly rent rounded to R$ 50, sale price to R$ 5.000 (R$ 1.000 below R$ 500.000). */
export function priceOf(rng: Rng, transaction: Transaction, city: City, hood: Neighbourhood, type: PropertyType, area: number): number {
  const noise = rng.float(0.88, 1.14);
  // Large homes approach the ceiling smoothly (max · tanh(x / max)) instead of piling up on it.
  if (transaction === 'aluguel') {
    const raw = softCap(perSquareMetre('rent', city, hood, type, area) * area * noise, RENT_MAX);
    return clamp(Math.round(raw / 50) * 50, RENT_MIN, RENT_MAX);
  }
  const raw = softCap(perSquareMetre('sale', city, hood, type, area) * area * noise, SALE_MAX);
  const step = raw < 500000 ? 1000 : 5000;
  return clamp(Math.round(raw / step) * step, SALE_MIN, SALE_MAX);
}

function pickFeatures(rng: Rng, type: PropertyType, size: Size, furnished: boolean) {
  const unit = isUnit(type);
  const other = new Set<string>();
  other.add(rng.pick(['Armários planejados', 'Armários na cozinha']));
  other.add(rng.pick(['Piso de madeira', 'Porcelanato']));
  other.add('Box no banheiro');
  if (type !== 'kitnet_studio') other.add('Área de serviço');
  if (unit && type !== 'kitnet_studio' && rng.bool(0.7)) other.add(rng.bool(0.5) ? 'Varanda gourmet' : 'Varanda');
  if (type === 'cobertura') other.add('Terraço');
  if (!unit) {
    other.add(rng.bool(0.6) ? 'Quintal' : 'Jardim');
    if (rng.bool(0.6)) other.add('Churrasqueira');
  }
  if (size.suites >= 1 && rng.bool(0.4)) other.add('Closet');
  if (size.bedrooms >= 3 && rng.bool(0.3)) other.add('Escritório');
  if (!unit && rng.bool(0.15)) other.add('Lareira');
  if (rng.bool(0.25)) other.add('Janelas antirruído');
  if (rng.bool(0.35)) other.add('Chuveiro a gás');
  if (unit && rng.bool(0.15)) other.add('Depósito privativo');

  const appliances = new Set<string>();
  if (furnished) {
    for (const a of ['Geladeira', 'Fogão', 'Micro-ondas', 'Máquina de lavar']) appliances.add(a);
    for (const a of rng.sample(APPLIANCES.slice(4), rng.int(1, 4))) appliances.add(a);
  } else if (rng.bool(0.45)) {
    for (const a of rng.sample(['Cooktop', 'Coifa', 'Ar-condicionado', 'Aquecedor a gás', 'Forno elétrico'], rng.int(1, 3))) appliances.add(a);
  }

  const condo = new Set<string>();
  if (unit) {
    condo.add('Elevador');
    if (rng.bool(0.8)) condo.add('Portaria 24h');
    for (const c of rng.sample(['Piscina', 'Academia', 'Salão de festas', 'Churrasqueira', 'Playground', 'Bicicletário', 'Espaço gourmet', 'Lavanderia coletiva', 'Coworking', 'Pet place', 'Sauna', 'Brinquedoteca'], rng.int(1, 6))) condo.add(c);
  } else if (type === 'casa_condominio') {
    condo.add('Segurança 24h');
    condo.add('Portaria 24h');
    for (const c of rng.sample(['Piscina', 'Academia', 'Salão de festas', 'Playground', 'Quadra poliesportiva', 'Quadra de tênis', 'Espaço gourmet'], rng.int(2, 5))) condo.add(c);
  }
  // Keep the catalogue order, so lists read the same way everywhere.
  const ordered = (set: Set<string>, catalogue: readonly string[]) => catalogue.filter((x) => set.has(x));
  return {
    otherItems: ordered(other, OTHER_ITEMS),
    appliances: ordered(appliances, APPLIANCES),
    condoFeatures: ordered(condo, CONDO_FEATURES),
  };
}

function fees(rng: Rng, type: PropertyType, size: Size, city: City, hood: Neighbourhood, condoCount: number) {
  let condoFee: number | null = null;
  if (isUnit(type)) {
    const perM2 = rng.float(7, 12) * (city.sale / 10000) * Math.sqrt(hood.factor) * (1 + condoCount * 0.04);
    condoFee = Math.max(250, Math.round((perM2 * size.area) / 10) * 10);
  } else if (type === 'casa_condominio') {
    condoFee = Math.round((rng.float(350, 1100) * Math.sqrt(hood.factor)) / 10) * 10;
  }
  // Monthly IPTU: about 0.5 % a year of a value well below the market price; small homes are often exempt.
  const value = perSquareMetre('sale', city, hood, type, size.area) * size.area;
  let iptu: number | null = Math.round((value * rng.float(0.003, 0.006)) / 12 / 5) * 5;
  if (value < 300000 && rng.bool(0.35)) iptu = 0;
  else if (rng.bool(0.06)) iptu = null;
  return { condoFee, iptu };
}

const FACADES_FOR: Record<PropertyType, readonly FacadeStyle[]> = {
  apartamento: ['predio', 'baixo'],
  kitnet_studio: ['predio', 'baixo'],
  cobertura: ['predio'],
  casa: ['casa', 'moderna'],
  sobrado: ['sobrado', 'moderna'],
  assobradado: ['sobrado', 'casa'],
  casa_condominio: ['casa', 'sobrado', 'moderna'],
  terreno: ['casa'],
};

/** 4–8 photos: a façade that suits the type first (the cover), then rooms. */
export function pickImages(
  rng: Rng,
  type: PropertyType,
  rooms: { bedrooms: number; bathrooms: number },
  otherItems: readonly string[],
  pool: readonly SeedImage[],
): ListingImage[] {
  const styles = FACADES_FOR[type];
  const facades = pool.filter((i) => i.kind === 'fachada' && i.style && styles.includes(i.style));
  const byKind = (kind: SeedImage['kind']) => pool.filter((i) => i.kind === kind);
  const chosen: SeedImage[] = [rng.pick(facades)];
  const hasOutdoor = otherItems.some((i) => i === 'Varanda' || i === 'Varanda gourmet' || i === 'Terraço');
  const wanted: SeedImage['kind'][] = ['sala', 'cozinha', 'quarto', 'banheiro'];
  if (hasOutdoor) wanted.splice(1, 0, 'varanda');
  if (type !== 'kitnet_studio' && rooms.bedrooms > 1) wanted.push('quarto');
  const total = rng.int(4, 8);
  for (const kind of wanted) {
    if (chosen.length >= total) break;
    const options = byKind(kind).filter((i) => !chosen.includes(i));
    chosen.push(rng.pick(options));
  }
  // More photos, never more bedrooms or bathrooms than the listing has.
  const count = (kind: SeedImage['kind']) => chosen.filter((i) => i.kind === kind).length;
  while (chosen.length < total) {
    const kinds: SeedImage['kind'][] = ['sala', 'cozinha'];
    if (count('quarto') < rooms.bedrooms) kinds.push('quarto');
    if (count('banheiro') < rooms.bathrooms) kinds.push('banheiro');
    if (hasOutdoor) kinds.push('varanda');
    const options = byKind(rng.pick(kinds)).filter((i) => !chosen.includes(i));
    if (options.length) chosen.push(rng.pick(options));
  }
  return chosen.map((i) => ({ name: i.name, alt: i.alt }));
}

/** One listing in `hood`. The caller chooses the transaction so that the mix per city is controlled. */
export function generateListing(rng: Rng, hood: Neighbourhood, transaction: Transaction, pool: readonly SeedImage[]): GeneratedListing {
  const city = cityOf(hood);
  const type = pickType(rng, city);
  const size = pickSize(rng, type);
  const furnished = transaction === 'aluguel' ? rng.bool(type === 'kitnet_studio' ? 0.6 : 0.25) : rng.bool(0.05);
  const pets = isUnit(type) ? rng.bool(0.55) : rng.bool(0.8);
  const features = pickFeatures(rng, type, size, furnished);
  const price = priceOf(rng, transaction, city, hood, type, size.area);
  const { condoFee, iptu } = fees(rng, type, size, city, hood, features.condoFeatures.length);
  const facts: ListingFacts = {
    type,
    transaction,
    ...size,
    furnished,
    pets,
    price,
    condoFee,
    iptu,
    ...features,
  };
  const noun = typeNoun(type, rng);
  const title = buildTitle(rng.fork('title'), facts, hood, noun);
  const description = buildDescription(rng.fork('description'), facts, hood, city, noun);
  const point = jitter(hood, rng.next(), rng.next());
  const street = rng.pick(hood.streets);
  const streetNumber = String(rng.int(10, 2400));
  let complement: string | null = null;
  if (type === 'cobertura') complement = `Cobertura ${size.floor ?? 1}01`;
  else if (isUnit(type)) complement = rng.bool(0.25) ? `Bloco ${rng.pick(['A', 'B', 'C'])}, apto ${size.floor ?? 1}${rng.int(1, 8)}` : `Apto ${size.floor ?? 1}${rng.int(1, 8)}`;
  else if (type === 'casa_condominio') complement = `Casa ${rng.int(1, 60)}`;
  const zipCode = `${hood.cep}-${String(rng.int(0, 999)).padStart(3, '0')}`;
  const images = pickImages(rng.fork('images'), type, size, features.otherItems, pool);
  return { ...facts, hood, city, title, description, street, streetNumber, complement, zipCode, lat: point.lat, lng: point.lng, images };
}
