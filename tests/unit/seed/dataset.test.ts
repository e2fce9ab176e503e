import { AGENCIES, buildDataset, DEFAULT_OPTIONS, DEMO_ACCOUNTS, FIRST_PROPERTY_ID, LISTING_DAYS, type SeedDataset } from '@/scripts/seed/build.ts';
import { RENT_MAX, RENT_MIN, SALE_MAX, SALE_MIN } from '@/scripts/seed/listings.ts';
import { isValidCnpj, isValidCpf } from '@/scripts/seed/people.ts';
import { boxOf, distanceM, MAX_JITTER_M } from '@/scripts/seed/places.ts';

const DAY = 24 * 60;
let ds: SeedDataset;

beforeAll(() => {
  ds = buildDataset();
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('seed dataset', () => {
  it('is deterministic', () => {
    const again = buildDataset();
    expect(JSON.stringify(again)).toBe(JSON.stringify(ds));
  });

  it('has about 600 active listings across the cities, online for weeks', () => {
    const active = ds.properties.filter((p) => p.status === 'ativo');
    expect(active).toHaveLength(DEFAULT_OPTIONS.activeListings);
    expect(ds.properties).toHaveLength(DEFAULT_OPTIONS.activeListings + DEFAULT_OPTIONS.inactiveListings);
    expect(new Set(ds.properties.map((p) => p.id)).size).toBe(ds.properties.length);
    expect(Math.min(...ds.properties.map((p) => p.id))).toBe(FIRST_PROPERTY_ID);
    for (const p of active) {
      expect(p.expiresAt - p.publishedAt).toBe(LISTING_DAYS * DAY);
      expect(p.expiresAt).toBeGreaterThan(15 * DAY);
      expect(p.publishedAt).toBeLessThanOrEqual(0);
    }
    const cities = new Map<string, number>();
    for (const p of active) cities.set(p.listing.city.name, (cities.get(p.listing.city.name) ?? 0) + 1);
    expect(cities.size).toBe(8);
    expect(cities.get('São Paulo')).toBeGreaterThan(150);
    for (const n of cities.values()) expect(n).toBeGreaterThanOrEqual(30);
    const statuses = new Set(ds.properties.map((p) => p.status));
    expect([...statuses].sort()).toEqual(['alugado', 'ativo', 'inativo', 'pausado', 'vendido']);
  });

  it('puts every listing inside its neighbourhood', () => {
    for (const p of ds.properties) {
      const { hood, lat, lng } = p.listing;
      const box = boxOf(hood);
      expect(distanceM(hood.lat, hood.lng, lat, lng)).toBeLessThanOrEqual(MAX_JITTER_M);
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(lng).toBeGreaterThanOrEqual(box.minLng);
      expect(lng).toBeLessThanOrEqual(box.maxLng);
      expect(p.listing.zipCode.startsWith(`${hood.cep}-`)).toBe(true);
      expect(hood.streets).toContain(p.listing.street);
    }
  });

  it('prices plausibly for the city, type and transaction', () => {
    const rents = ds.properties.filter((p) => p.listing.transaction === 'aluguel');
    const sales = ds.properties.filter((p) => p.listing.transaction === 'venda');
    expect(rents.length).toBeGreaterThan(200);
    expect(sales.length).toBeGreaterThan(200);
    for (const p of rents) {
      expect(p.listing.price).toBeGreaterThanOrEqual(RENT_MIN);
      expect(p.listing.price).toBeLessThanOrEqual(RENT_MAX);
      expect(p.listing.price % 50).toBe(0);
    }
    for (const p of sales) {
      expect(p.listing.price).toBeGreaterThanOrEqual(SALE_MIN);
      expect(p.listing.price).toBeLessThanOrEqual(SALE_MAX);
      expect(p.listing.price % 1000).toBe(0);
    }
    // Per m², São Paulo costs more than Salvador, Leblon more than Tijuca.
    const perM2 = (list: typeof sales, f: (p: (typeof sales)[number]) => boolean) => median(list.filter(f).map((p) => p.listing.price / p.listing.area));
    expect(perM2(sales, (p) => p.listing.city.name === 'São Paulo')).toBeGreaterThan(perM2(sales, (p) => p.listing.city.name === 'Salvador'));
    expect(perM2(rents, (p) => p.listing.city.name === 'São Paulo')).toBeGreaterThan(perM2(rents, (p) => p.listing.city.name === 'Recife'));
    const rio = ds.properties.filter((p) => p.listing.city.name === 'Rio de Janeiro');
    expect(perM2(rio, (p) => p.listing.hood.name === 'Leblon' && p.listing.transaction === 'venda')).toBeGreaterThan(
      perM2(rio, (p) => p.listing.hood.name === 'Tijuca' && p.listing.transaction === 'venda'),
    );
  });

  it('has fees, features and rooms that fit the type', () => {
    for (const { listing: l } of ds.properties) {
      if (['apartamento', 'kitnet_studio', 'cobertura'].includes(l.type)) {
        expect(l.condoFee).toBeGreaterThan(0);
        expect(l.condoFeatures).toContain('Elevador');
      }
      if (l.type === 'casa' || l.type === 'sobrado') expect(l.condoFee).toBeNull();
      expect(l.bathrooms).toBeGreaterThanOrEqual(1);
      expect(l.suites).toBeLessThanOrEqual(l.bedrooms);
      expect(l.area).toBeGreaterThan(15);
      if (l.furnished) expect(l.appliances).toEqual(expect.arrayContaining(['Geladeira', 'Fogão']));
      if (l.iptu !== null) expect(l.iptu).toBeGreaterThanOrEqual(0);
    }
    expect(ds.properties.some((p) => p.listing.iptu === 0)).toBe(true);
  });

  it('writes varied Portuguese titles and descriptions with accents', () => {
    const titles = ds.properties.map((p) => p.listing.title);
    expect(new Set(titles).size).toBeGreaterThan(titles.length * 0.8);
    for (const p of ds.properties) {
      const { title, description, hood } = p.listing;
      expect(title).toContain(hood.name);
      expect(title.length).toBeLessThanOrEqual(150);
      expect(description).toContain(hood.name);
      expect(`${title} ${description}`).not.toMatch(/undefined|NaN|null|\s,|\.\.|  /);
    }
    const text = ds.properties.map((p) => p.listing.description).join(' ');
    for (const word of ['Tatuapé', 'Florianópolis', 'condomínio', 'área útil', 'Localização']) expect(text).toContain(word);
    expect(new Set(ds.properties.map((p) => p.listing.description.split('.')[0])).size).toBeGreaterThan(500);
  });

  it('gives every listing 4–8 photos from the pool with a façade first', () => {
    const names = new Set(ds.images.map((i) => i.name));
    for (const p of ds.properties) {
      const imgs = p.listing.images;
      expect(imgs.length).toBeGreaterThanOrEqual(4);
      expect(imgs.length).toBeLessThanOrEqual(8);
      expect(imgs[0].name).toMatch(/^fachada-/);
      expect(imgs.slice(1).every((i) => !i.name.startsWith('fachada-'))).toBe(true);
      expect(new Set(imgs.map((i) => i.name)).size).toBe(imgs.length);
      for (const i of imgs) {
        expect(names.has(i.name)).toBe(true);
        expect(i.alt.length).toBeGreaterThan(10);
      }
    }
  });

  it('has the demo accounts, three agencies with slugs and brokers linked to them', () => {
    const byEmail = new Map(ds.users.map((u) => [u.email, u]));
    for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) expect(byEmail.get(email)?.role).toBe(role);
    const agency = byEmail.get(DEMO_ACCOUNTS.imobiliaria)!;
    expect(agency.name).toBe('Casa Paulista Imóveis');
    expect(agency.profile.slug).toBe('casa-paulista-imoveis');
    expect(byEmail.get(DEMO_ACCOUNTS.corretor)!.agencyId).toBe(agency.id);
    const agencies = ds.users.filter((u) => u.role === 'imobiliaria');
    expect(agencies.map((a) => a.profile.slug).sort()).toEqual(AGENCIES.map((a) => a.slug).sort());
    for (const a of agencies) {
      expect(isValidCnpj(a.profile.cpf_cnpj!)).toBe(true);
      expect(ds.users.filter((u) => u.agencyId === a.id).length).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(ds.users.map((u) => u.email)).size).toBe(ds.users.length);
    expect(new Set(ds.users.map((u) => u.id)).size).toBe(ds.users.length);
    for (const u of ds.users) {
      if (u.role !== 'imobiliaria' && u.profile.cpf_cnpj) expect(isValidCpf(u.profile.cpf_cnpj)).toBe(true);
      expect(u.phone).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
      if (u.agencyId) expect(u.role).toBe('corretor');
    }
    const roles = new Map<string, number>();
    for (const u of ds.users) roles.set(u.role, (roles.get(u.role) ?? 0) + 1);
    expect(roles.get('cliente')).toBeGreaterThanOrEqual(50);
    expect(roles.get('proprietario')).toBeGreaterThanOrEqual(30);
  });

  it('links listings consistently: brokers belong to the listing agency', () => {
    const users = new Map(ds.users.map((u) => [u.id, u]));
    const demoAgency = ds.users.find((u) => u.email === DEMO_ACCOUNTS.imobiliaria)!;
    const demoBroker = ds.users.find((u) => u.email === DEMO_ACCOUNTS.corretor)!;
    const demoOwner = ds.users.find((u) => u.email === DEMO_ACCOUNTS.proprietario)!;
    for (const p of ds.properties) {
      const owner = users.get(p.ownerId)!;
      expect(['proprietario', 'corretor', 'imobiliaria']).toContain(owner.role);
      if (p.agencyId) expect(users.get(p.agencyId)!.role).toBe('imobiliaria');
      if (p.brokerId) {
        const broker = users.get(p.brokerId)!;
        expect(broker.role).toBe('corretor');
        if (p.agencyId) expect(broker.agencyId).toBe(p.agencyId);
      }
    }
    expect(ds.properties.filter((p) => p.agencyId === demoAgency.id).length).toBeGreaterThan(50);
    expect(ds.properties.filter((p) => p.brokerId === demoBroker.id).length).toBeGreaterThan(10);
    expect(ds.properties.filter((p) => p.ownerId === demoOwner.id).length).toBeGreaterThanOrEqual(5);
  });

  it('has visits and proposals in every status, the demo client included', () => {
    const demoClient = ds.users.find((u) => u.email === DEMO_ACCOUNTS.cliente)!;
    const vStatuses = ['agendada', 'cancelada', 'confirmada', 'realizada'];
    const pStatuses = ['aceita', 'negociada', 'pendente', 'rejeitada'];
    expect([...new Set(ds.visits.map((v) => v.status))].sort()).toEqual(vStatuses);
    expect([...new Set(ds.proposals.map((p) => p.status))].sort()).toEqual(pStatuses);
    expect([...new Set(ds.visits.filter((v) => v.requesterId === demoClient.id).map((v) => v.status))].sort()).toEqual(vStatuses);
    expect([...new Set(ds.proposals.filter((p) => p.clientId === demoClient.id).map((p) => p.status))].sort()).toEqual(pStatuses);
    expect(ds.favorites.filter((f) => f.userId === demoClient.id).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps visits within the rules: open ones in the future on distinct listings, timestamps in order', () => {
    const open = ds.visits.filter((v) => v.status === 'agendada' || v.status === 'confirmada');
    expect(new Set(open.map((v) => v.propertyId)).size).toBe(open.length);
    const active = new Set(ds.properties.filter((p) => p.status === 'ativo').map((p) => p.id));
    for (const v of ds.visits) {
      expect(active.has(v.propertyId)).toBe(true);
      expect(v.requesterId !== null || v.visitorName !== null).toBe(true);
      expect(v.time).toMatch(/^(0[89]|1[0-7]):(00|30)$/);
      if (v.status === 'agendada' || v.status === 'confirmada') expect(v.dayOffset).toBeGreaterThan(0);
      if (v.status === 'realizada') {
        expect(v.dayOffset).toBeLessThan(0);
        expect(v.completedAt).not.toBeNull();
      }
      if (v.status === 'cancelada') expect(v.cancelledAt).not.toBeNull();
      if (v.status === 'agendada') expect(v.confirmedAt).toBeNull();
      for (const t of [v.confirmedAt, v.completedAt, v.cancelledAt]) if (t !== null) expect(t).toBeGreaterThanOrEqual(v.createdAt);
      expect(v.createdAt).toBeLessThan(0);
    }
  });

  it('records proposal histories that lead to the proposal status', () => {
    const openPairs = new Set<string>();
    for (const p of ds.proposals) {
      const kinds = p.events.map((e) => e.kind);
      expect(kinds[0]).toBe('criada');
      const last = kinds[kinds.length - 1];
      const expected: Record<string, string[]> = {
        pendente: ['criada', 'nova_oferta'],
        negociada: ['contraproposta'],
        aceita: ['aceita', 'contraproposta_aceita'],
        rejeitada: ['rejeitada', 'contraproposta_recusada'],
      };
      expect(expected[p.status]).toContain(last);
      for (let i = 1; i < p.events.length; i++) expect(p.events[i].createdAt).toBeGreaterThanOrEqual(p.events[i - 1].createdAt);
      if (p.status === 'negociada') expect(p.counterAmount).toBeGreaterThan(p.amount);
      if (p.status === 'aceita') expect(p.agreedAmount).not.toBeNull();
      expect(p.amount).toBeLessThanOrEqual(p.originalPrice);
      expect(p.clientId !== null || p.clientName !== null).toBe(true);
      if (p.clientId && (p.status === 'pendente' || p.status === 'negociada')) {
        const key = `${p.propertyId}:${p.clientId}`;
        expect(openPairs.has(key)).toBe(false);
        openPairs.add(key);
      }
    }
    const kinds = new Set(ds.proposals.flatMap((p) => p.events.map((e) => e.kind)));
    expect(kinds.size).toBe(7);
  });

  it('gives the listing jobs nothing to send on the first start: confirmed within 13 days, expiry weeks away', () => {
    // The availability job asks 15 days after the last confirmation; the expiry warning fires 7 days before.
    const active = ds.properties.filter((p) => p.status === 'ativo');
    for (const p of active) {
      expect(p.availabilityConfirmedAt).not.toBeNull();
      expect(p.availabilityConfirmedAt!).toBeGreaterThanOrEqual(-13 * DAY);
      expect(p.availabilityConfirmedAt!).toBeGreaterThanOrEqual(p.publishedAt);
      expect(p.availabilityConfirmedAt!).toBeLessThanOrEqual(0);
      expect(p.expiresAt).toBeGreaterThan(8 * DAY);
    }
    // 'Disponibilidade confirmada há N dias' shows varied N.
    const days = new Set(active.map((p) => Math.floor(-p.availabilityConfirmedAt! / DAY)));
    expect(days.size).toBeGreaterThanOrEqual(12);
  });

  it('puts everything that already happened in the past, after the listing it concerns was published', () => {
    const published = new Map(ds.properties.map((p) => [p.id, p.publishedAt]));
    const past = [
      ...ds.users.flatMap((u) => [u.createdAt, u.lastSignInAt, u.agencyJoinedAt]),
      ...ds.properties.flatMap((p) => [p.publishedAt, p.updatedAt, p.availabilityConfirmedAt]),
      ...ds.favorites.map((f) => f.createdAt),
      ...ds.visits.flatMap((v) => [v.createdAt, v.confirmedAt, v.completedAt, v.cancelledAt]),
      ...ds.proposals.flatMap((p) => [p.createdAt, p.updatedAt, p.respondedAt, p.counteredAt, ...p.events.map((e) => e.createdAt)]),
      ...ds.leads.map((l) => l.createdAt),
      ...ds.notifications.flatMap((n) => [n.createdAt, n.readAt]),
      ...ds.invitations.flatMap((i) => [i.createdAt, i.acceptedAt]),
      ...ds.payments.filter((p) => p.status !== 'pendente').map((p) => p.paymentDay),
    ];
    for (const t of past) if (t !== null) expect(t).toBeLessThanOrEqual(0);
    for (const x of [...ds.favorites, ...ds.leads, ...ds.proposals, ...ds.visits]) {
      expect(x.createdAt).toBeGreaterThanOrEqual(published.get(x.propertyId)!);
    }
  });

  it('has leads with valid CPFs, notifications, invitations and billing records', () => {
    expect(ds.leads.length).toBeGreaterThanOrEqual(30);
    for (const l of ds.leads) {
      expect(isValidCpf(l.cpf)).toBe(true);
      expect(l.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    }
    const userIds = new Set(ds.users.map((u) => u.id));
    for (const n of ds.notifications) {
      expect(userIds.has(n.userId)).toBe(true);
      if (n.readAt !== null) expect(n.readAt).toBeGreaterThanOrEqual(n.createdAt);
    }
    expect(ds.notifications.some((n) => n.readAt === null)).toBe(true);
    expect(new Set(ds.invitations.map((i) => i.status)).size).toBe(4);
    expect(new Set(ds.invitations.map((i) => i.token)).size).toBe(ds.invitations.length);
    const agencies = ds.users.filter((u) => u.role === 'imobiliaria');
    for (const a of agencies) {
      expect(ds.subscriptions.filter((s) => s.agencyId === a.id && s.status === 'ativo')).toHaveLength(1);
      expect(ds.signPurchases.some((s) => s.agencyId === a.id)).toBe(true);
      expect(ds.payments.some((p) => p.agencyId === a.id && p.status === 'pago')).toBe(true);
    }
    for (const s of ds.signPurchases) expect(ds.payments.some((p) => p.signPurchaseId === s.id && p.amountCents === s.amountCents)).toBe(true);
  });
});
