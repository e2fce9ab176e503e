/**
 * The seed dataset: people, agencies, listings and everything that happens around them (favourites,
 * visits, proposals, leads, notifications, billing). Pure and deterministic: the same options always
 * give the same dataset. Times are offsets in minutes from the moment the seed is applied (negative =
 * in the past), so that the SQL can say `now() - interval '…'` and listings never start out expired.
 */
import { generateImagePool, type SeedImage } from './images.ts';
import { generateListing, type GeneratedListing } from './listings.ts';
import { CITIES, NEIGHBOURHOODS, neighbourhoodsOf, type City, type Neighbourhood } from './places.ts';
import { cnpj, cpf, mobile, NameBook } from './people.ts';
import { Rng, seedUuid } from './prng.ts';
import { brl } from './text.ts';
import type { Enums } from '../../lib/supabase/database.types.ts';

// The database's enums, from the types generated from the migrations (one home: the SQL enum).
export type Role = Enums<'user_role'>;
export type PropertyStatus = Enums<'property_status'>;
export type VisitStatus = Enums<'visit_status'>;
export type ProposalStatus = Enums<'proposal_status'>;
export type ProposalEventKind = Enums<'proposal_event_kind'>;
export type PaymentMethod = Enums<'payment_method'>;

export const DEMO_PASSWORD = 'Lar@12345';
export const DEMO_ACCOUNTS = {
  cliente: 'cliente@lar.dev',
  proprietario: 'proprietario@lar.dev',
  corretor: 'corretor@lar.dev',
  imobiliaria: 'imobiliaria@lar.dev',
} as const;

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A free listing is shown for 60 days. */
export const LISTING_DAYS = 60;
/** Active listings were published at most this many days ago, so they stay online for weeks after a reset. */
export const MAX_ACTIVE_AGE_DAYS = 40;
/**
 * Every active listing's availability was confirmed at most this many days ago (the availability job asks
 * 15 days after the last confirmation), so a fresh database sends no 'Este imóvel ainda está disponível?'
 * on its first start; the questions trickle in from the second day on.
 */
export const MAX_CONFIRMED_AGE_DAYS = 13;

/**
 * When an active listing published `ageDays` ago was last confirmed (minutes, relative to now): within the
 * last MAX_CONFIRMED_AGE_DAYS days and never before publication. `u` (0–0.8, or null) is the draw the
 * generator already makes here, kept so that the rest of the data stays the same.
 */
function confirmedAt(ageDays: number, u: number | null): number {
  const windowDays = Math.min(ageDays, MAX_CONFIRMED_AGE_DAYS);
  const share = u === null ? (ageDays * 7.919) % 1 : u / 0.8;
  return -Math.round(windowDays * share * DAY);
}

export interface ProfileFields {
  cpf_cnpj: string | null;
  address: string | null;
  address_number: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  slug: string | null;
  description: string | null;
  legal_name: string | null;
  responsible_name: string | null;
  job_title: string | null;
  website: string | null;
  main_city: string | null;
  active_brokers_range: string | null;
  managed_properties_range: string | null;
  key_handling: string | null;
  creci: string | null;
  operating_city: string | null;
  experience: string | null;
  broker_status: 'ativo' | 'licenca' | 'inativo';
  rating: number | null;
}

export interface SeedUser {
  id: string;
  email: string;
  role: Role;
  name: string;
  phone: string;
  city: City;
  /** Offsets in minutes (negative = past). */
  createdAt: number;
  lastSignInAt: number | null;
  profile: ProfileFields;
  agencyId: string | null;
  agencyJoinedAt: number | null;
  settings: Partial<SeedSettings> | null;
}

export interface SeedSettings {
  email_notifications: boolean;
  push_notifications: boolean;
  sms_notifications: boolean;
  marketing_notifications: boolean;
  public_profile: boolean;
  show_contact: boolean;
  dark_mode: boolean;
  language: 'pt-br' | 'en' | 'es';
  time_zone: 'America/Sao_Paulo' | 'America/New_York' | 'Europe/London';
}

export interface SeedProperty {
  id: number;
  ownerId: string;
  agencyId: string | null;
  brokerId: string | null;
  listing: GeneratedListing;
  status: PropertyStatus;
  featured: boolean;
  premium: boolean;
  publishedAt: number;
  expiresAt: number;
  availabilityConfirmedAt: number | null;
  updatedAt: number;
  viewCount: number;
}

export interface SeedFavorite {
  userId: string;
  propertyId: number;
  createdAt: number;
}

export interface SeedVisit {
  id: number;
  propertyId: number;
  requesterId: string | null;
  visitorName: string | null;
  visitorPhone: string | null;
  visitorEmail: string | null;
  handlerId: string | null;
  createdBy: string | null;
  /** Days from today (São Paulo); the SQL moves a Sunday to the next (future) or previous (past) day. */
  dayOffset: number;
  /** "HH:MM", on the half hour between 08:00 and 17:30 (13:30 at most on Saturdays, moved by the SQL). */
  time: string;
  status: VisitStatus;
  message: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  createdAt: number;
  confirmedAt: number | null;
  completedAt: number | null;
  cancelledAt: number | null;
}

export interface SeedProposalEvent {
  actorId: string | null;
  kind: ProposalEventKind;
  amount: number | null;
  message: string | null;
  createdAt: number;
}

export interface SeedProposal {
  id: number;
  propertyId: number;
  clientId: string | null;
  clientName: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  submittedBy: string | null;
  amount: number;
  originalPrice: number;
  paymentMethod: PaymentMethod;
  message: string | null;
  status: ProposalStatus;
  counterAmount: number | null;
  counterMessage: string | null;
  counteredBy: string | null;
  counteredAt: number | null;
  agreedAmount: number | null;
  respondedAt: number | null;
  createdAt: number;
  updatedAt: number;
  events: SeedProposalEvent[];
}

export interface SeedLead {
  propertyId: number;
  userId: string | null;
  name: string;
  cpf: string;
  email: string;
  phone: string;
  forWhom: 'para_mim' | 'outra_pessoa';
  message: string | null;
  createdAt: number;
}

export interface SeedNotification {
  userId: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  readAt: number | null;
  createdAt: number;
}

export interface SeedInvitation {
  id: string;
  agencyId: string;
  token: string;
  name: string;
  email: string;
  phone: string;
  creci: string | null;
  message: string | null;
  status: 'pendente' | 'aceito' | 'expirado' | 'cancelado';
  expiresAt: number;
  acceptedBy: string | null;
  acceptedAt: number | null;
  createdAt: number;
}

export interface SeedContactMessage {
  userId: string | null;
  name: string;
  phone: string | null;
  email: string;
  subject: 'duvida-anuncio' | 'problema-tecnico' | 'sugestao' | 'financeiro' | 'parceria' | 'outros';
  message: string;
  urgent: boolean;
  createdAt: number;
}

export interface SeedSubscription {
  id: number;
  agencyId: string;
  plan: 'mensal' | 'semestral' | 'anual' | 'avaliacao';
  priceCents: number;
  status: 'ativo' | 'cancelado' | 'expirado';
  startedAt: number;
  endsAt: number | null;
  /** Days from today. */
  nextDueDay: number | null;
  autoRenew: boolean;
  cancelledAt: number | null;
}

export interface SeedSignPurchase {
  id: number;
  agencyId: string;
  signType: 'padrao' | 'qr_code' | 'premium';
  quantity: number;
  amountCents: number;
  purchasedAt: number;
  expiresAt: number;
  status: 'ativa' | 'expirada';
}

export interface SeedPayment {
  agencyId: string;
  description: string;
  amountCents: number;
  /** Days from today. */
  paymentDay: number;
  status: 'pago' | 'pendente' | 'cancelado' | 'falhou';
  subscriptionId: number | null;
  signPurchaseId: number | null;
  createdAt: number;
}

export interface SeedDataset {
  images: SeedImage[];
  users: SeedUser[];
  properties: SeedProperty[];
  favorites: SeedFavorite[];
  visits: SeedVisit[];
  proposals: SeedProposal[];
  leads: SeedLead[];
  notifications: SeedNotification[];
  invitations: SeedInvitation[];
  contactMessages: SeedContactMessage[];
  subscriptions: SeedSubscription[];
  signPurchases: SeedSignPurchase[];
  payments: SeedPayment[];
}

export interface SeedOptions {
  /** Active listings (the default seed has 600). */
  activeListings: number;
  /** Listings in other states (paused, sold, rented, inactive), for the dashboards. */
  inactiveListings: number;
}

export const DEFAULT_OPTIONS: SeedOptions = { activeListings: 600, inactiveListings: 24 };

export const FIRST_PROPERTY_ID = 100000;

// ---------------------------------------------------------------------------------------------------------
// Agencies

interface AgencySpec {
  key: string;
  email: string;
  name: string;
  slug: string;
  legalName: string;
  responsible: string;
  jobTitle: string;
  hood: string;
  street: string;
  number: string;
  creci: string;
  website: string;
  cities: string[];
  description: string;
  brokersRange: string;
  propertiesRange: string;
  keyHandling: string;
}

export const AGENCIES: readonly AgencySpec[] = [
  {
    key: 'casa-paulista',
    email: DEMO_ACCOUNTS.imobiliaria,
    name: 'Casa Paulista Imóveis',
    slug: 'casa-paulista-imoveis',
    legalName: 'Casa Paulista Negócios Imobiliários Ltda.',
    responsible: 'Cláudia Mendes',
    jobTitle: 'Diretora',
    hood: 'sao-paulo/barra-funda',
    street: 'Rua Barra Funda',
    number: '870',
    creci: 'CRECI-SP 32458-J',
    website: 'https://casapaulista.lar.dev',
    cities: ['sao-paulo', 'belo-horizonte'],
    description:
      'Há mais de 15 anos ajudando famílias a encontrar o lar certo em São Paulo e Belo Horizonte. ' +
      'Nossa equipe cuida de tudo: avaliação, fotos, visitas, contrato e documentação.',
    brokersRange: '6-15',
    propertiesRange: '101-500',
    keyHandling: 'imobiliaria',
  },
  {
    key: 'horizonte-rio',
    email: 'horizonte.rio@lar.dev',
    name: 'Horizonte Rio Imóveis',
    slug: 'horizonte-rio-imoveis',
    legalName: 'Horizonte Rio Consultoria Imobiliária Ltda.',
    responsible: 'Ricardo Cavalcanti',
    jobTitle: 'Sócio-diretor',
    hood: 'rio-de-janeiro/botafogo',
    street: 'Rua Voluntários da Pátria',
    number: '190',
    creci: 'CRECI-RJ 8714-J',
    website: 'https://horizonterio.lar.dev',
    cities: ['rio-de-janeiro', 'salvador', 'recife'],
    description:
      'Imobiliária carioca com atuação também em Salvador e Recife. Especialistas em imóveis perto do mar, ' +
      'com atendimento próximo do primeiro contato até a entrega das chaves.',
    brokersRange: '6-15',
    propertiesRange: '101-500',
    keyHandling: 'misto',
  },
  {
    key: 'sul-lar',
    email: 'sul.lar@lar.dev',
    name: 'Sul Lar Imobiliária',
    slug: 'sul-lar-imobiliaria',
    legalName: 'Sul Lar Administração de Imóveis Ltda.',
    responsible: 'Fernanda Teixeira',
    jobTitle: 'Gerente comercial',
    hood: 'porto-alegre/moinhos-de-vento',
    street: 'Rua Padre Chagas',
    number: '305',
    creci: 'CRECI-RS 25811-J',
    website: 'https://sullar.lar.dev',
    cities: ['porto-alegre', 'curitiba', 'florianopolis'],
    description:
      'Venda e locação em Porto Alegre, Curitiba e Florianópolis. Administramos aluguéis com garantia ' +
      'de pagamento e vistoria completa.',
    brokersRange: '1-5',
    propertiesRange: '51-100',
    keyHandling: 'cofre',
  },
];

function agencyForCity(cityKey: string): AgencySpec {
  const a = AGENCIES.find((x) => x.cities.includes(cityKey));
  if (!a) throw new Error(`no agency for ${cityKey}`);
  return a;
}

function hoodByKey(key: string): Neighbourhood {
  const h = NEIGHBOURHOODS.find((x) => x.key === key);
  if (!h) throw new Error(`unknown neighbourhood ${key}`);
  return h;
}

function cityByKey(key: string): City {
  const c = CITIES.find((x) => x.key === key);
  if (!c) throw new Error(`unknown city ${key}`);
  return c;
}

function emptyProfile(): ProfileFields {
  return {
    cpf_cnpj: null,
    address: null,
    address_number: null,
    neighborhood: null,
    city: null,
    state: null,
    zip_code: null,
    slug: null,
    description: null,
    legal_name: null,
    responsible_name: null,
    job_title: null,
    website: null,
    main_city: null,
    active_brokers_range: null,
    managed_properties_range: null,
    key_handling: null,
    creci: null,
    operating_city: null,
    experience: null,
    broker_status: 'ativo',
    rating: null,
  };
}

function addressIn(rng: Rng, hood: Neighbourhood): Pick<ProfileFields, 'address' | 'address_number' | 'neighborhood' | 'city' | 'state' | 'zip_code'> {
  const city = cityByKey(hood.city);
  return {
    address: rng.pick(hood.streets),
    address_number: String(rng.int(10, 2400)),
    neighborhood: hood.name,
    city: city.name,
    state: city.state,
    zip_code: `${hood.cep}-${String(rng.int(0, 999)).padStart(3, '0')}`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// People

interface People {
  users: SeedUser[];
  agencies: Map<string, SeedUser>;
  brokersByAgency: Map<string, SeedUser[]>;
  independentBrokers: SeedUser[];
  ownersByCity: Map<string, SeedUser[]>;
  clients: SeedUser[];
  demo: Record<Role, SeedUser>;
}

const EXPERIENCES = ['iniciante', 'intermediario', 'experiente', 'veterano'] as const;

function buildPeople(rng: Rng): People {
  const book = new NameBook([...Object.values(DEMO_ACCOUNTS), ...AGENCIES.map((a) => a.email)]);
  const users: SeedUser[] = [];
  const add = (u: SeedUser) => {
    users.push(u);
    return u;
  };
  const userBase = (key: string, email: string, role: Role, name: string, city: City, r: Rng): SeedUser => ({
    id: seedUuid(`user:${key}`),
    email,
    role,
    name,
    phone: mobile(r, city.ddd),
    city,
    createdAt: -r.int(90, 420) * DAY - r.int(0, 23 * 60),
    lastSignInAt: r.bool(0.7) ? -r.int(60, 30 * DAY) : null,
    profile: emptyProfile(),
    agencyId: null,
    agencyJoinedAt: null,
    settings: null,
  });

  // Agencies.
  const agencies = new Map<string, SeedUser>();
  for (const spec of AGENCIES) {
    const r = rng.fork(`agency:${spec.key}`);
    const hood = hoodByKey(spec.hood);
    const city = cityByKey(hood.city);
    const u = userBase(`agency:${spec.key}`, spec.email, 'imobiliaria', spec.name, city, r);
    u.createdAt = -r.int(300, 420) * DAY;
    u.lastSignInAt = -r.int(60, 3 * DAY);
    u.phone = `(${city.ddd}) 3${r.int(100, 999)}-${String(r.int(0, 9999)).padStart(4, '0')}`;
    Object.assign(u.profile, {
      ...addressIn(r, hood),
      address: spec.street,
      address_number: spec.number,
      cpf_cnpj: cnpj(r),
      slug: spec.slug,
      description: spec.description,
      legal_name: spec.legalName,
      responsible_name: spec.responsible,
      job_title: spec.jobTitle,
      website: spec.website,
      main_city: city.name,
      active_brokers_range: spec.brokersRange,
      managed_properties_range: spec.propertiesRange,
      key_handling: spec.keyHandling,
      creci: spec.creci,
    });
    u.settings = { show_contact: true, marketing_notifications: spec.key === 'casa-paulista' };
    agencies.set(spec.key, add(u));
  }

  // Brokers: the demo broker and four more at Casa Paulista, four at each other agency, two independents.
  const brokersByAgency = new Map<string, SeedUser[]>();
  const makeBroker = (key: string, agency: AgencySpec | null, cityKey: string, r: Rng, fixed?: { name: string; email: string }) => {
    const city = cityByKey(cityKey);
    const person = fixed ? null : book.person(r);
    const name = fixed?.name ?? person!.name;
    if (fixed) book.reserveName(fixed.name);
    const email = fixed?.email ?? book.email(person!.first, person!.last);
    const u = userBase(key, email, 'corretor', name, city, r);
    const hood = r.pick(neighbourhoodsOf(cityKey));
    Object.assign(u.profile, {
      ...addressIn(r, hood),
      cpf_cnpj: cpf(r),
      creci: `CRECI-${city.state} ${r.int(40000, 240000)}-F`,
      operating_city: city.name,
      experience: r.pick(EXPERIENCES),
      rating: Math.round(r.float(3.8, 5) * 10) / 10,
      description: `Corretor${person?.feminine ? 'a' : ''} em ${city.name}, ${r.pick([
        'especialista em apartamentos para famílias',
        'focado em primeira moradia e financiamento',
        'com experiência em locação e administração de imóveis',
        'atendendo compradores e locatários com agilidade',
      ])}.`,
    });
    if (agency) {
      u.agencyId = seedUuid(`user:agency:${agency.key}`);
      u.agencyJoinedAt = u.createdAt + r.int(1, 20) * DAY;
    }
    return add(u);
  };
  for (const spec of AGENCIES) {
    const list: SeedUser[] = [];
    const r = rng.fork(`brokers:${spec.key}`);
    if (spec.key === 'casa-paulista') {
      const demo = makeBroker('demo:corretor', spec, 'sao-paulo', r, { name: 'Lucas Ferreira', email: DEMO_ACCOUNTS.corretor });
      demo.profile.creci = 'CRECI-SP 184527-F';
      demo.profile.experience = 'experiente';
      demo.profile.rating = 4.8;
      demo.profile.description = 'Corretor em São Paulo há 8 anos, especialista em Barra Funda, Perdizes e Pinheiros.';
      demo.profile.slug = 'lucas-ferreira';
      demo.lastSignInAt = -2 * HOUR;
      demo.settings = { sms_notifications: true, show_contact: true };
      list.push(demo);
    }
    const count = spec.key === 'casa-paulista' ? 4 : 4;
    for (let i = 0; i < count; i++) {
      const cityKey = spec.cities[i % spec.cities.length];
      list.push(makeBroker(`broker:${spec.key}:${i}`, spec, cityKey, r));
    }
    // One broker on leave, to show the status.
    list[list.length - 1].profile.broker_status = 'licenca';
    brokersByAgency.set(spec.key, list);
  }
  const independentBrokers = [
    makeBroker('broker:independent:0', null, 'curitiba', rng.fork('indep:0')),
    makeBroker('broker:independent:1', null, 'salvador', rng.fork('indep:1')),
  ];

  // Owners, spread over the cities by listing weight; the demo owner lives in São Paulo.
  const ownersByCity = new Map<string, SeedUser[]>(CITIES.map((c) => [c.key, []]));
  const demoOwner = add({
    ...userBase('demo:proprietario', DEMO_ACCOUNTS.proprietario, 'proprietario', 'Roberto Almeida', cityByKey('sao-paulo'), rng.fork('demo:owner')),
    lastSignInAt: -5 * HOUR,
  });
  book.reserveName('Roberto Almeida');
  Object.assign(demoOwner.profile, { ...addressIn(rng.fork('demo:owner:addr'), hoodByKey('sao-paulo/perdizes')), cpf_cnpj: cpf(rng.fork('demo:owner:cpf')) });
  ownersByCity.get('sao-paulo')!.push(demoOwner);
  const ownerRng = rng.fork('owners');
  const totalWeight = CITIES.reduce((s, c) => s + c.weight, 0);
  for (const city of CITIES) {
    const n = Math.max(2, Math.round((city.weight / totalWeight) * 40)) - (city.key === 'sao-paulo' ? 1 : 0);
    for (let i = 0; i < n; i++) {
      const p = book.person(ownerRng);
      const u = userBase(`owner:${city.key}:${i}`, book.email(p.first, p.last), 'proprietario', p.name, city, ownerRng);
      if (ownerRng.bool(0.7)) Object.assign(u.profile, { ...addressIn(ownerRng, ownerRng.pick(neighbourhoodsOf(city.key))), cpf_cnpj: cpf(ownerRng) });
      ownersByCity.get(city.key)!.push(add(u));
    }
  }

  // Clients.
  const demoClient = add({
    ...userBase('demo:cliente', DEMO_ACCOUNTS.cliente, 'cliente', 'Mariana Souza', cityByKey('sao-paulo'), rng.fork('demo:client')),
    lastSignInAt: -1 * HOUR,
    settings: { sms_notifications: true, marketing_notifications: true },
  });
  book.reserveName('Mariana Souza');
  Object.assign(demoClient.profile, { ...addressIn(rng.fork('demo:client:addr'), hoodByKey('sao-paulo/vila-mariana')), cpf_cnpj: cpf(rng.fork('demo:client:cpf')) });
  const clients: SeedUser[] = [demoClient];
  const clientRng = rng.fork('clients');
  for (let i = 0; i < 59; i++) {
    const city = clientRng.weighted(CITIES.map((c) => [c, c.weight] as const));
    const p = book.person(clientRng);
    const u = userBase(`client:${i}`, book.email(p.first, p.last), 'cliente', p.name, city, clientRng);
    if (clientRng.bool(0.5)) Object.assign(u.profile, { ...addressIn(clientRng, clientRng.pick(neighbourhoodsOf(city.key))), cpf_cnpj: cpf(clientRng) });
    if (clientRng.bool(0.3)) {
      u.settings = clientRng.pick<Partial<SeedSettings>>([
        { push_notifications: false },
        { dark_mode: true },
        { email_notifications: false, sms_notifications: true },
        { language: 'en', time_zone: 'Europe/London' },
        { language: 'es' },
        { public_profile: false },
      ]);
    }
    clients.push(add(u));
  }

  const demoBroker = brokersByAgency.get('casa-paulista')![0];
  return {
    users,
    agencies,
    brokersByAgency,
    independentBrokers,
    ownersByCity,
    clients,
    demo: { cliente: demoClient, proprietario: demoOwner, corretor: demoBroker, imobiliaria: agencies.get('casa-paulista')! },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Listings

/** How many listings each neighbourhood gets: the city's share, split by the neighbourhoods' weights. */
export function allocate(total: number): { hood: Neighbourhood; count: number }[] {
  const cityWeight = CITIES.reduce((s, c) => s + c.weight, 0);
  const FLAGSHIPS = new Set(['Barra Funda', 'Pinheiros', 'Moema', 'Vila Mariana', 'Itaim Bibi', 'Tatuapé', 'Copacabana', 'Ipanema', 'Botafogo', 'Savassi', 'Batel', 'Moinhos de Vento', 'Boa Viagem', 'Barra']);
  const weights = NEIGHBOURHOODS.map((h) => {
    const city = cityByKey(h.city);
    const hoods = neighbourhoodsOf(h.city);
    // Barra Funda is the demo agency's home: its public page lists rentals there.
    const w = (hh: Neighbourhood) => (hh.key === 'sao-paulo/barra-funda' ? 2.5 : FLAGSHIPS.has(hh.name) ? 1.5 : 1);
    const sum = hoods.reduce((s, hh) => s + w(hh), 0);
    return (city.weight / cityWeight) * (w(h) / sum);
  });
  // Largest remainder, so the counts add up to the total exactly.
  const raw = weights.map((w) => w * total);
  const counts = raw.map(Math.floor);
  let left = total - counts.reduce((s, c) => s + c, 0);
  const order = raw.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k++, left--) counts[order[k % order.length][1]]++;
  return NEIGHBOURHOODS.map((hood, i) => ({ hood, count: counts[i] }));
}

const INACTIVE_STATUSES: readonly PropertyStatus[] = ['pausado', 'vendido', 'alugado', 'inativo'];

function buildProperties(rng: Rng, people: People, pool: SeedImage[], options: SeedOptions): SeedProperty[] {
  const slots: { hood: Neighbourhood; status: PropertyStatus }[] = [];
  for (const { hood, count } of allocate(options.activeListings)) {
    for (let i = 0; i < count; i++) slots.push({ hood, status: 'ativo' });
  }
  for (const { hood, count } of allocate(options.inactiveListings)) {
    for (let i = 0; i < count; i++) slots.push({ hood, status: 'inativo' });
  }
  const order = rng.fork('order').shuffle(slots);
  const demo = people.demo;
  let inactiveIndex = 0;
  const out: SeedProperty[] = [];
  order.forEach((slot, index) => {
    const r = rng.fork(`property:${index}`);
    const city = cityByKey(slot.hood.city);
    let status = slot.status;
    let transaction: 'venda' | 'aluguel' = r.bool(0.55) ? 'aluguel' : 'venda';
    if (status !== 'ativo') {
      status = INACTIVE_STATUSES[inactiveIndex++ % INACTIVE_STATUSES.length];
      if (status === 'vendido') transaction = 'venda';
      if (status === 'alugado') transaction = 'aluguel';
    }
    const listing = generateListing(r.fork('listing'), slot.hood, transaction, pool);

    // Who lists it.
    const agencySpec = agencyForCity(city.key);
    const agency = people.agencies.get(agencySpec.key)!;
    const brokers = people.brokersByAgency.get(agencySpec.key)!.filter((b) => b.profile.broker_status === 'ativo');
    const indep = people.independentBrokers.find((b) => b.city.key === city.key);
    const owners = people.ownersByCity.get(city.key)!;
    let ownerId: string;
    let agencyId: string | null = null;
    let brokerId: string | null = null;
    const roll = r.next();
    // The demo owner lists about a dozen homes in São Paulo (some through Casa Paulista).
    if (city.key === 'sao-paulo' && r.bool(0.045)) {
      ownerId = demo.proprietario.id;
      if (r.bool(0.6)) {
        agencyId = agency.id;
        brokerId = r.bool(0.7) ? demo.corretor.id : r.pick(brokers).id;
      }
    } else if (roll < 0.5) {
      ownerId = r.pick(owners).id;
      if (r.bool(0.6)) {
        agencyId = agency.id;
        if (r.bool(0.85)) brokerId = r.pick(brokers).id;
      }
    } else if (roll < 0.82) {
      ownerId = agency.id;
      agencyId = agency.id;
      if (r.bool(0.9)) brokerId = r.pick(brokers).id;
    } else if (roll < 0.94 || !indep) {
      const b = r.pick(brokers);
      ownerId = b.id;
      agencyId = agency.id;
      brokerId = b.id;
    } else {
      ownerId = indep.id;
      brokerId = indep.id;
    }
    // The demo broker handles more of Casa Paulista's São Paulo listings.
    if (agencyId === agency.id && agencySpec.key === 'casa-paulista' && city.key === 'sao-paulo' && brokerId && brokerId !== ownerId && r.bool(0.3)) {
      brokerId = demo.corretor.id;
    }

    const active = status === 'ativo';
    const ageDays = active ? r.float(0, MAX_ACTIVE_AGE_DAYS) : status === 'pausado' ? r.float(5, 35) : r.float(70, 220);
    const publishedAt = -Math.round(ageDays * DAY);
    const expiresAt = publishedAt + LISTING_DAYS * DAY;
    out.push({
      id: FIRST_PROPERTY_ID + index,
      ownerId,
      agencyId,
      brokerId,
      listing,
      status,
      featured: active && r.bool(0.08),
      premium: active && agencyId !== null && r.bool(0.12),
      publishedAt,
      expiresAt,
      availabilityConfirmedAt: active ? confirmedAt(ageDays, r.bool(0.4) ? r.float(0, 0.8) : null) : null,
      updatedAt: Math.round(publishedAt * r.float(0, 1)),
      viewCount: Math.round(r.float(5, 900) * (1 - ageDays / 400)),
    });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Activity

const VISIT_MESSAGES = [
  'Gostaria de conhecer o imóvel com a minha família.',
  'Posso levar meu arquiteto para avaliar uma reforma?',
  'Tenho interesse, principalmente na vaga de garagem.',
  'Prefiro visitar no fim da tarde, se possível.',
  'Vou de carro, há onde estacionar?',
  null,
  null,
];

const CANCEL_REASONS = [
  'Surgiu um compromisso de trabalho.',
  'Já fechei negócio em outro imóvel.',
  'O imóvel foi reservado para outra pessoa.',
  'Preciso remarcar para outro dia.',
];

const PROPOSAL_MESSAGES = [
  'Tenho interesse e posso fechar rapidamente.',
  'Gostei muito do imóvel. Essa é a minha proposta.',
  'Consigo aprovação do financiamento em poucos dias.',
  'Proposta considerando que o imóvel precisa de pintura.',
  'Posso assinar o contrato ainda este mês.',
  null,
];

const COUNTER_MESSAGES = [
  'O proprietário aceita fechar por este valor.',
  'Conseguimos reduzir um pouco, mas não chegamos ao valor proposto.',
  'Podemos fechar neste valor com entrada em até 30 dias.',
];

const REJECT_MESSAGES = [
  'O proprietário não aceita valores abaixo do anunciado.',
  'Infelizmente o imóvel já está em negociação avançada.',
  null,
];

const VISIT_TIMES = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];

function listingSide(p: SeedProperty): string {
  return p.brokerId ?? p.ownerId;
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

interface Activity {
  favorites: SeedFavorite[];
  visits: SeedVisit[];
  proposals: SeedProposal[];
  leads: SeedLead[];
  notifications: SeedNotification[];
}

function buildActivity(rng: Rng, people: People, properties: SeedProperty[]): Activity {
  const active = properties.filter((p) => p.status === 'ativo');
  const byCity = new Map<string, SeedProperty[]>();
  for (const p of active) {
    const list = byCity.get(p.listing.city.key) ?? [];
    list.push(p);
    byCity.set(p.listing.city.key, list);
  }
  const demo = people.demo;
  const managedBy = (userId: string) => active.filter((p) => p.ownerId === userId || p.agencyId === userId || p.brokerId === userId);
  const notOwnBy = (userId: string) => (p: SeedProperty) => p.ownerId !== userId && p.agencyId !== userId && p.brokerId !== userId;

  const favorites: SeedFavorite[] = [];
  const visits: SeedVisit[] = [];
  const proposals: SeedProposal[] = [];
  const leads: SeedLead[] = [];
  const notifications: SeedNotification[] = [];
  const notify = (userIds: (string | null)[], n: Omit<SeedNotification, 'userId'>, actor: string | null) => {
    for (const id of new Set(userIds)) if (id && id !== actor) notifications.push({ ...n, userId: id });
  };

  // Favourites: mostly in the client's city.
  const favRng = rng.fork('favorites');
  for (const client of people.clients) {
    const isDemo = client === demo.cliente;
    const count = isDemo ? 9 : favRng.int(0, 8);
    const local = byCity.get(client.city.key) ?? active;
    const picks = favRng.sample(local.filter(notOwnBy(client.id)), count);
    if (isDemo) picks.push(...favRng.sample(active.filter((p) => p.listing.city.key === 'rio-de-janeiro'), 2));
    for (const p of picks) {
      const createdAt = Math.min(-MINUTE, Math.max(p.publishedAt, -favRng.int(1, 30) * DAY) + favRng.int(1, 600));
      favorites.push({ userId: client.id, propertyId: p.id, createdAt });
    }
  }

  // Visits. Open visits (agendada, confirmada) use distinct listings, so no slot is taken twice.
  const visitRng = rng.fork('visits');
  const openUsed = new Set<number>();
  let visitId = 1;
  const addVisit = (p: SeedProperty, client: SeedUser | null, status: VisitStatus, r: Rng) => {
    const open = status === 'agendada' || status === 'confirmada';
    if (open) {
      if (openUsed.has(p.id)) return;
      openUsed.add(p.id);
    }
    const handler = listingSide(p);
    // A past visit happened after the listing was published.
    const maxPast = Math.min(35, Math.floor(-p.publishedAt / DAY) - 1);
    const future = open || (status === 'cancelada' && (r.bool(0.5) || maxPast < 1));
    if (!future && maxPast < 1) return;
    const dayOffset = future ? r.int(1, 20) : -r.int(1, maxPast);
    const time = r.pick(VISIT_TIMES);
    const visitAt = dayOffset * DAY + 10 * HOUR;
    const createdAt = Math.min(-MINUTE, Math.max(p.publishedAt + HOUR, Math.min(-HOUR, visitAt - r.int(1, 6) * DAY) - r.int(0, 300)));
    const v: SeedVisit = {
      id: visitId++,
      propertyId: p.id,
      requesterId: client?.id ?? null,
      visitorName: null,
      visitorPhone: null,
      visitorEmail: null,
      handlerId: status === 'agendada' ? null : handler,
      createdBy: client?.id ?? handler,
      dayOffset,
      time,
      status,
      message: client ? r.pick(VISIT_MESSAGES) : null,
      cancelReason: null,
      cancelledBy: null,
      createdAt,
      confirmedAt: null,
      completedAt: null,
      cancelledAt: null,
    };
    if (!client) {
      const person = new NameBook().person(r);
      v.visitorName = person.name;
      v.visitorPhone = mobile(r, p.listing.city.ddd);
      v.status = open ? 'confirmada' : status;
      v.handlerId = handler;
    }
    if (v.status !== 'agendada') v.confirmedAt = Math.min(-MINUTE, createdAt + r.int(30, 24 * 60));
    if (v.status === 'realizada') v.completedAt = Math.min(-MINUTE, visitAt + r.int(60, 8 * 60));
    if (v.status === 'cancelada') {
      v.cancelledAt = Math.min(-MINUTE, (v.confirmedAt ?? createdAt) + r.int(60, 48 * 60));
      v.cancelReason = r.pick(CANCEL_REASONS);
      v.cancelledBy = r.bool(0.5) && client ? client.id : handler;
      if (v.cancelledAt > visitAt) v.cancelledAt = visitAt - HOUR;
      if (v.cancelledAt < createdAt) v.cancelledAt = createdAt + 30;
      if (v.confirmedAt !== null && v.confirmedAt > v.cancelledAt) v.confirmedAt = null;
    }
    visits.push(v);
    const prop = p.listing;
    if (client) {
      notify([p.ownerId, p.agencyId, p.brokerId], {
        kind: 'visita_solicitada',
        title: 'Nova visita agendada',
        body: `${prop.title} (#${p.id}). Confira a data e o horário em Agendamentos.`,
        link: '/agendamentos',
        readAt: r.bool(0.6) ? Math.min(-MINUTE, createdAt + r.int(10, 600)) : null,
        createdAt,
      }, client.id);
      if (v.confirmedAt !== null && v.status !== 'cancelada') {
        notify([client.id], {
          kind: 'visita_confirmada',
          title: 'Visita confirmada',
          body: `Sua visita a ${prop.title} foi confirmada.`,
          link: '/minhas-visitas',
          readAt: r.bool(0.5) ? Math.min(-MINUTE, v.confirmedAt + r.int(10, 600)) : null,
          createdAt: v.confirmedAt,
        }, handler);
      }
      if (v.status === 'cancelada') {
        const byClient = v.cancelledBy === client.id;
        notify(byClient ? [p.ownerId, p.agencyId, p.brokerId] : [client.id], {
          kind: 'visita_cancelada',
          title: byClient ? 'Visita cancelada pelo cliente' : 'Visita cancelada',
          body: `A visita a ${prop.title} foi cancelada. Motivo: ${v.cancelReason}`,
          link: byClient ? '/agendamentos' : '/minhas-visitas',
          readAt: r.bool(0.5) ? Math.min(-MINUTE, v.cancelledAt! + r.int(10, 600)) : null,
          createdAt: v.cancelledAt!,
        }, v.cancelledBy);
      }
    }
  };
  const statuses: VisitStatus[] = ['agendada', 'confirmada', 'realizada', 'cancelada'];
  // The demo client: two visits in every status, in São Paulo.
  const demoVisitPool = visitRng.shuffle((byCity.get('sao-paulo') ?? active).filter(notOwnBy(demo.cliente.id)));
  statuses.forEach((s, i) => {
    addVisit(demoVisitPool[i * 2], demo.cliente, s, visitRng.fork(`demo:${i}:a`));
    addVisit(demoVisitPool[i * 2 + 1], demo.cliente, s, visitRng.fork(`demo:${i}:b`));
  });
  // Visits to the demo owner's, broker's and agency's listings, in every status.
  for (const side of [demo.proprietario, demo.corretor, demo.imobiliaria]) {
    const mine = visitRng.shuffle(managedBy(side.id));
    mine.slice(0, 8).forEach((p, i) => {
      const client = visitRng.pick(people.clients.filter((c) => c !== demo.cliente));
      addVisit(p, i === 7 ? null : client, statuses[i % 4], visitRng.fork(`side:${side.id}:${i}`));
    });
  }
  // Everyone else.
  for (let i = 0; i < 140; i++) {
    const r = visitRng.fork(`visit:${i}`);
    const client = r.pick(people.clients);
    const local = byCity.get(client.city.key) ?? active;
    const p = r.pick(local.filter(notOwnBy(client.id)));
    const isClientOpen = visits.some((v) => v.propertyId === p.id && v.requesterId === client.id);
    if (isClientOpen) continue;
    addVisit(p, r.bool(0.9) ? client : null, r.weighted([['agendada', 3], ['confirmada', 3], ['realizada', 3], ['cancelada', 1]] as const), r);
  }

  // Proposals, one per (listing, client).
  const propRng = rng.fork('proposals');
  const pairs = new Set<string>();
  let proposalId = 1;
  const addProposal = (p: SeedProperty, client: SeedUser | null, status: ProposalStatus, r: Rng) => {
    if (client) {
      const key = `${p.id}:${client.id}`;
      if (pairs.has(key)) return;
      pairs.add(key);
    }
    const listing = p.listing;
    const side = listingSide(p);
    const rent = listing.transaction === 'aluguel';
    const step = rent ? 50 : 1000;
    const original = listing.price;
    const firstAmount = roundTo(original * r.float(0.82, 0.97), step);
    const createdAt = Math.min(-MINUTE, Math.max(p.publishedAt + HOUR, -r.int(1, 30) * DAY - r.int(0, 600)));
    const method: PaymentMethod = rent ? 'vista' : r.weighted([['financiamento', 5], ['vista', 2], ['misto', 2], ['parcelado', 1]] as const);
    const person = client ? null : new NameBook().person(r);
    const submittedBy = client ? client.id : side;
    const clientActor = client ? client.id : side;
    const message = r.pick(PROPOSAL_MESSAGES);
    const pr: SeedProposal = {
      id: proposalId++,
      propertyId: p.id,
      clientId: client?.id ?? null,
      clientName: person?.name ?? null,
      clientEmail: person ? new NameBook().email(person.first, person.last, 'exemplo.com.br') : null,
      clientPhone: person ? mobile(r, listing.city.ddd) : null,
      submittedBy,
      amount: firstAmount,
      originalPrice: original,
      paymentMethod: method,
      message,
      status,
      counterAmount: null,
      counterMessage: null,
      counteredBy: null,
      counteredAt: null,
      agreedAmount: null,
      respondedAt: null,
      createdAt,
      updatedAt: createdAt,
      events: [{ actorId: submittedBy, kind: 'criada', amount: firstAmount, message, createdAt }],
    };
    let t = createdAt;
    const later = () => {
      t = Math.min(-MINUTE, t + r.int(2 * HOUR, 3 * DAY));
      return t;
    };
    const counter = () => {
      pr.counterAmount = roundTo((pr.amount + original) / 2, step);
      pr.counterMessage = r.pick(COUNTER_MESSAGES);
      pr.counteredBy = side;
      pr.counteredAt = later();
      pr.events.push({ actorId: side, kind: 'contraproposta', amount: pr.counterAmount, message: pr.counterMessage, createdAt: pr.counteredAt });
    };
    const viaCounter = r.bool(0.5);
    switch (status) {
      case 'pendente':
        if (viaCounter) {
          counter();
          pr.amount = roundTo((pr.amount + pr.counterAmount!) / 2, step);
          pr.events.push({ actorId: clientActor, kind: 'nova_oferta', amount: pr.amount, message: 'Consigo chegar neste valor.', createdAt: later() });
        }
        break;
      case 'negociada':
        counter();
        break;
      case 'aceita':
        if (viaCounter) {
          counter();
          pr.agreedAmount = pr.counterAmount;
          pr.respondedAt = later();
          pr.events.push({ actorId: clientActor, kind: 'contraproposta_aceita', amount: pr.agreedAmount, message: null, createdAt: pr.respondedAt });
        } else {
          pr.agreedAmount = pr.amount;
          pr.respondedAt = later();
          pr.events.push({ actorId: side, kind: 'aceita', amount: pr.agreedAmount, message: null, createdAt: pr.respondedAt });
        }
        break;
      case 'rejeitada':
        if (viaCounter) {
          counter();
          pr.respondedAt = later();
          pr.events.push({ actorId: clientActor, kind: 'contraproposta_recusada', amount: null, message: 'Vou continuar procurando, obrigado.', createdAt: pr.respondedAt });
        } else {
          pr.respondedAt = later();
          pr.events.push({ actorId: side, kind: 'rejeitada', amount: null, message: r.pick(REJECT_MESSAGES), createdAt: pr.respondedAt });
        }
        break;
    }
    pr.updatedAt = pr.events[pr.events.length - 1].createdAt;
    proposals.push(pr);

    // What the functions would have notified.
    const sideIds = [p.ownerId, p.agencyId, p.brokerId];
    const readAt = (at: number) => (r.bool(0.6) ? Math.min(-MINUTE, at + r.int(10, 900)) : null);
    for (const e of pr.events) {
      switch (e.kind) {
        case 'criada':
          notify(sideIds, { kind: 'proposta_recebida', title: client ? 'Nova proposta recebida' : 'Nova proposta registrada', body: `${brl(e.amount!)} para ${listing.title} (#${p.id}).`, link: '/propostas', readAt: readAt(e.createdAt), createdAt: e.createdAt }, e.actorId);
          break;
        case 'nova_oferta':
          notify(sideIds, { kind: 'proposta_nova_oferta', title: 'Nova oferta do cliente', body: `${brl(e.amount!)} para ${listing.title} (#${p.id}).`, link: '/propostas', readAt: readAt(e.createdAt), createdAt: e.createdAt }, e.actorId);
          break;
        case 'contraproposta':
          notify([client?.id ?? null], { kind: 'proposta_contraproposta', title: 'Você recebeu uma contraproposta', body: `Contraproposta de ${brl(e.amount!)}.`, link: '/propostas', readAt: readAt(e.createdAt), createdAt: e.createdAt }, e.actorId);
          break;
        case 'aceita':
          notify([client?.id ?? null], { kind: 'proposta_aceita', title: 'Proposta aceita', body: `Sua proposta de ${brl(e.amount!)} foi aceita.`, link: '/propostas', readAt: readAt(e.createdAt), createdAt: e.createdAt }, e.actorId);
          break;
        case 'rejeitada':
          notify([client?.id ?? null], { kind: 'proposta_rejeitada', title: 'Proposta recusada', body: `Sua proposta para ${listing.title} foi recusada.`, link: '/propostas', readAt: readAt(e.createdAt), createdAt: e.createdAt }, e.actorId);
          break;
        case 'contraproposta_aceita':
          notify(sideIds, { kind: 'proposta_aceita', title: 'Contraproposta aceita', body: `O cliente aceitou ${brl(e.amount!)}.`, link: '/propostas', readAt: readAt(e.createdAt), createdAt: e.createdAt }, e.actorId);
          break;
        case 'contraproposta_recusada':
          notify(sideIds, { kind: 'proposta_rejeitada', title: 'Contraproposta recusada', body: `O cliente recusou a contraproposta para ${listing.title}.`, link: '/propostas', readAt: readAt(e.createdAt), createdAt: e.createdAt }, e.actorId);
          break;
      }
    }
  };
  const pStatuses: ProposalStatus[] = ['pendente', 'aceita', 'rejeitada', 'negociada'];
  const demoPropPool = propRng.shuffle((byCity.get('sao-paulo') ?? active).filter(notOwnBy(demo.cliente.id)));
  // The demo client: every status, twice (one sale and one rent where possible).
  pStatuses.forEach((s, i) => {
    addProposal(demoPropPool.filter((p) => p.listing.transaction === 'venda')[i], demo.cliente, s, propRng.fork(`demo:${i}:v`));
    addProposal(demoPropPool.filter((p) => p.listing.transaction === 'aluguel')[i], demo.cliente, s, propRng.fork(`demo:${i}:a`));
  });
  for (const side of [demo.proprietario, demo.corretor, demo.imobiliaria]) {
    const mine = propRng.shuffle(managedBy(side.id));
    mine.slice(0, 8).forEach((p, i) => {
      const client = propRng.pick(people.clients.filter((c) => c !== demo.cliente));
      addProposal(p, i === 6 ? null : client, pStatuses[i % 4], propRng.fork(`side:${side.id}:${i}`));
    });
  }
  for (let i = 0; i < 90; i++) {
    const r = propRng.fork(`proposal:${i}`);
    const client = r.pick(people.clients);
    const local = byCity.get(client.city.key) ?? active;
    const p = r.pick(local.filter(notOwnBy(client.id)));
    addProposal(p, r.bool(0.92) ? client : null, r.weighted([['pendente', 4], ['negociada', 2], ['aceita', 2], ['rejeitada', 2]] as const), r);
  }

  // Leads from the interest form (their notifications come from the leads trigger).
  const leadRng = rng.fork('leads');
  const leadPool = leadRng.shuffle([...managedBy(demo.imobiliaria.id).slice(0, 20), ...managedBy(demo.proprietario.id), ...active]);
  for (let i = 0; i < 70; i++) {
    const r = leadRng.fork(`lead:${i}`);
    const p = leadPool[i];
    const local = people.clients.filter((c) => c.city.key === p.listing.city.key);
    const client = r.bool(0.3) && local.length ? r.pick(local) : null;
    const person = client ? null : new NameBook().person(r);
    const name = client?.name ?? person!.name;
    leads.push({
      propertyId: p.id,
      userId: client?.id ?? null,
      name,
      cpf: cpf(r),
      email: client?.email ?? new NameBook().email(person!.first, person!.last, 'exemplo.com.br'),
      phone: client?.phone ?? mobile(r, p.listing.city.ddd),
      forWhom: r.bool(0.85) ? 'para_mim' : 'outra_pessoa',
      message: r.pick([null, 'Gostaria de mais informações sobre o imóvel.', 'O valor do condomínio é negociável?', 'Aceita pets?', 'Qual a disponibilidade para visita?']),
      createdAt: Math.min(-MINUTE, Math.max(p.publishedAt + HOUR, -r.int(1, 20) * DAY)),
    });
  }

  // Welcome messages and expiry reminders.
  const nRng = rng.fork('notifications');
  for (const u of people.users) {
    notifications.push({
      userId: u.id,
      kind: 'boas_vindas',
      title: 'Bem-vindo ao Lar',
      body: 'Sua conta está pronta. Complete seu perfil para aproveitar tudo.',
      link: '/minha-conta',
      readAt: u.createdAt + nRng.int(10, 600),
      createdAt: u.createdAt + 1,
    });
  }
  for (const p of active) {
    const remaining = p.expiresAt;
    if (remaining < 25 * DAY && (p.ownerId === demo.proprietario.id || p.ownerId === demo.imobiliaria.id || nRng.bool(0.2))) {
      notifications.push({
        userId: p.ownerId,
        kind: 'anuncio_expirando',
        title: 'Seu anúncio expira em breve',
        body: `${p.listing.title} (#${p.id}) sai do ar em ${Math.round(remaining / DAY)} dias. Renove para continuar recebendo contatos.`,
        link: `/imovel/${p.id}`,
        readAt: null,
        createdAt: -nRng.int(1, 12) * HOUR,
      });
    }
  }

  return { favorites, visits, proposals, leads, notifications };
}

// ---------------------------------------------------------------------------------------------------------
// Agency administration

function buildAgencyRecords(rng: Rng, people: People) {
  const invitations: SeedInvitation[] = [];
  const subscriptions: SeedSubscription[] = [];
  const signPurchases: SeedSignPurchase[] = [];
  const payments: SeedPayment[] = [];
  const book = new NameBook();

  const invRng = rng.fork('invitations');
  const statuses: SeedInvitation['status'][] = ['pendente', 'pendente', 'aceito', 'expirado', 'cancelado'];
  for (const spec of AGENCIES) {
    const agency = people.agencies.get(spec.key)!;
    const brokers = people.brokersByAgency.get(spec.key)!;
    const list = spec.key === 'casa-paulista' ? statuses : statuses.slice(0, 3);
    list.forEach((status, i) => {
      const accepted = status === 'aceito' ? brokers[brokers.length - 2] : null;
      const person = accepted ? null : book.person(invRng);
      const createdAt = status === 'pendente' ? -invRng.int(1, 5) * DAY : accepted ? accepted.agencyJoinedAt! - invRng.int(1, 3) * DAY : -invRng.int(15, 60) * DAY;
      const city = cityByKey(spec.cities[0]);
      invitations.push({
        id: seedUuid(`invitation:${spec.key}:${i}`),
        agencyId: agency.id,
        token: seedUuid(`invitation-token:${spec.key}:${i}`).replace(/-/g, '') + seedUuid(`invitation-token2:${spec.key}:${i}`).replace(/-/g, '').slice(0, 16),
        name: accepted?.name ?? person!.name,
        email: accepted?.email ?? book.email(person!.first, person!.last, 'exemplo.com.br'),
        phone: accepted?.phone ?? mobile(invRng, city.ddd),
        creci: invRng.bool(0.6) ? `CRECI-${city.state} ${invRng.int(40000, 240000)}-F` : null,
        message: invRng.pick([null, `Venha fazer parte da equipe da ${spec.name}!`, 'Conversamos na feira de imóveis, seguem os detalhes do convite.']),
        status,
        expiresAt: createdAt + 7 * DAY,
        acceptedBy: accepted?.id ?? null,
        acceptedAt: accepted ? accepted.agencyJoinedAt : null,
        createdAt,
      });
    });
  }

  // Plans: Casa Paulista tried the evaluation plan, then monthly, and is now on the annual plan.
  const plan = (id: number, key: string, p: SeedSubscription['plan'], status: SeedSubscription['status'], startDays: number, cancelDays: number | null, autoRenew = true): SeedSubscription => {
    const months = p === 'semestral' ? 6 : p === 'anual' ? 12 : 1;
    const price = { mensal: 79990, semestral: 55990, anual: 31990, avaliacao: 0 }[p];
    const startedAt = -startDays * DAY;
    const endsAt = p === 'avaliacao' ? startedAt + 30 * DAY : startedAt + months * 30 * DAY;
    // Next monthly charge: the first day after today that is a whole number of months after the start.
    const nextDue = status === 'ativo' && p !== 'avaliacao' ? 30 - (startDays % 30) : null;
    return {
      id,
      agencyId: people.agencies.get(key)!.id,
      plan: p,
      priceCents: price,
      status,
      startedAt,
      endsAt,
      nextDueDay: nextDue,
      autoRenew: status === 'ativo' ? autoRenew : false,
      cancelledAt: cancelDays === null ? null : -cancelDays * DAY,
    };
  };
  subscriptions.push(
    plan(1, 'casa-paulista', 'avaliacao', 'expirado', 300, null),
    plan(2, 'casa-paulista', 'mensal', 'cancelado', 270, 130),
    plan(3, 'casa-paulista', 'anual', 'ativo', 130, null),
    plan(4, 'horizonte-rio', 'semestral', 'ativo', 75, null),
    plan(5, 'sul-lar', 'avaliacao', 'expirado', 100, null),
    plan(6, 'sul-lar', 'mensal', 'ativo', 70, null, false),
  );
  const planLabel = { mensal: 'Mensal', semestral: 'Semestral', anual: 'Anual', avaliacao: 'Avaliação' } as const;
  for (const s of subscriptions) {
    if (s.priceCents === 0) continue;
    const last = s.cancelledAt !== null ? -s.cancelledAt / DAY : 0;
    const start = -s.startedAt / DAY;
    let n = 1;
    for (let day = start; day > last; day -= 30, n++) {
      payments.push({
        agencyId: s.agencyId,
        description: `Plano ${planLabel[s.plan]} — ${n}ª mensalidade`,
        amountCents: s.priceCents,
        paymentDay: -Math.round(day),
        status: s.agencyId === people.agencies.get('sul-lar')!.id && n === 2 ? 'falhou' : 'pago',
        subscriptionId: s.id,
        signPurchaseId: null,
        createdAt: -Math.round(day) * DAY,
      });
    }
    if (s.status === 'ativo' && s.nextDueDay !== null) {
      payments.push({
        agencyId: s.agencyId,
        description: `Plano ${planLabel[s.plan]} — ${n}ª mensalidade`,
        amountCents: s.priceCents,
        paymentDay: s.nextDueDay,
        status: 'pendente',
        subscriptionId: s.id,
        signPurchaseId: null,
        createdAt: -HOUR,
      });
    }
  }

  const unit = { padrao: 4990, qr_code: 6990, premium: 9990 } as const;
  const signLabel = { padrao: 'Padrão', qr_code: 'QR Code', premium: 'Premium' } as const;
  const sign = (id: number, key: string, type: keyof typeof unit, quantity: number, days: number) => {
    const s: SeedSignPurchase = {
      id,
      agencyId: people.agencies.get(key)!.id,
      signType: type,
      quantity,
      amountCents: unit[type] * quantity,
      purchasedAt: -days * DAY,
      expiresAt: -days * DAY + 365 * DAY,
      status: days > 365 ? 'expirada' : 'ativa',
    };
    signPurchases.push(s);
    payments.push({
      agencyId: s.agencyId,
      description: `${quantity} × Placa ${signLabel[type]}`,
      amountCents: s.amountCents,
      paymentDay: -days,
      status: 'pago',
      subscriptionId: null,
      signPurchaseId: id,
      createdAt: -days * DAY,
    });
  };
  sign(1, 'casa-paulista', 'padrao', 20, 400);
  sign(2, 'casa-paulista', 'qr_code', 15, 120);
  sign(3, 'casa-paulista', 'premium', 5, 20);
  sign(4, 'horizonte-rio', 'qr_code', 10, 60);
  sign(5, 'sul-lar', 'padrao', 8, 45);

  const contactMessages: SeedContactMessage[] = [
    { userId: people.demo.cliente.id, name: people.demo.cliente.name, phone: people.demo.cliente.phone, email: people.demo.cliente.email, subject: 'duvida-anuncio', message: 'Como sei se um anúncio foi verificado pelo Lar?', urgent: false, createdAt: -12 * DAY },
    { userId: people.demo.proprietario.id, name: people.demo.proprietario.name, phone: people.demo.proprietario.phone, email: people.demo.proprietario.email, subject: 'financeiro', message: 'Gostaria de saber como funciona o destaque pago dos anúncios.', urgent: false, createdAt: -6 * DAY },
    { userId: null, name: 'Paulo Nogueira', phone: '(21) 99654-1200', email: 'paulo.nogueira@exemplo.com.br', subject: 'parceria', message: 'Tenho uma imobiliária em Niterói e gostaria de ser parceiro.', urgent: false, createdAt: -3 * DAY },
    { userId: null, name: 'Sandra Lima', phone: null, email: 'sandra.lima@exemplo.com.br', subject: 'problema-tecnico', message: 'Não recebi o e-mail de confirmação do cadastro.', urgent: true, createdAt: -1 * DAY },
    { userId: null, name: 'Jorge Prado', phone: '(41) 98811-2233', email: 'jorge.prado@exemplo.com.br', subject: 'sugestao', message: 'Seria ótimo filtrar imóveis por distância do metrô.', urgent: false, createdAt: -9 * DAY },
  ];

  return { invitations, subscriptions, signPurchases, payments, contactMessages };
}

// ---------------------------------------------------------------------------------------------------------

export function buildDataset(options: SeedOptions = DEFAULT_OPTIONS): SeedDataset {
  const rng = new Rng('lar-seed');
  const images = generateImagePool();
  const people = buildPeople(rng.fork('people'));
  const properties = buildProperties(rng.fork('properties'), people, images, options);
  const activity = buildActivity(rng.fork('activity'), people, properties);
  const admin = buildAgencyRecords(rng.fork('admin'), people);
  return { images, users: people.users, properties, ...activity, ...admin };
}
