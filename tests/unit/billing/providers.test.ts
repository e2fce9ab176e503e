import createCharge from '../../fixtures/billing/asaas-create-charge.json';
import webhooks from '../../fixtures/billing/asaas-webhooks.json';
import { ASAAS_TOKEN_HEADER, createAsaasProvider } from '@/lib/billing/asaas';
import type { ProviderEvent } from '@/lib/billing/provider';
import { createSandboxProvider, sandboxEventBody, signSandboxBody, SIGNATURE_HEADER } from '@/lib/billing/sandbox';
import { handleWebhook, type ApplyEvent } from '@/lib/billing/webhook';

const SECRET = 's'.repeat(40);
const pix = { pixKey: 'pix@lar.dev', merchantName: 'Lar Imoveis', merchantCity: 'Sao Paulo' };
const now = new Date('2026-11-26T12:00:00Z');

function sandboxHeaders(body: string, secret = SECRET, at = now) {
  return new Headers({ [SIGNATURE_HEADER]: signSandboxBody(secret, body, at) });
}

describe('sandbox provider', () => {
  const provider = createSandboxProvider({ secret: SECRET, pix });
  const body = sandboxEventBody({ id: 'evt_1', status: 'pago', txid: 'LAR1', amountCents: 79990 });

  it('reads a signed event', () => {
    expect(provider.readWebhook(body, sandboxHeaders(body), now)).toEqual({
      kind: 'event',
      event: { id: 'evt_1', txid: 'LAR1', status: 'pago', amountCents: 79990 },
    });
  });

  it('refuses a wrong secret, a missing or mangled header, a changed body and a stale signature', () => {
    expect(provider.readWebhook(body, sandboxHeaders(body, 'x'.repeat(40)), now)).toEqual({ kind: 'unauthorized' });
    expect(provider.readWebhook(body, new Headers(), now)).toEqual({ kind: 'unauthorized' });
    const header = signSandboxBody(SECRET, body, now);
    expect(provider.readWebhook(body, new Headers({ [SIGNATURE_HEADER]: header.toUpperCase() }), now)).toEqual({ kind: 'unauthorized' });
    expect(provider.readWebhook(body, new Headers({ [SIGNATURE_HEADER]: `${header},v1=${'0'.repeat(64)}` }), now)).toEqual({ kind: 'unauthorized' });
    const tampered = body.replace('79990', '1');
    expect(provider.readWebhook(tampered, sandboxHeaders(body), now)).toEqual({ kind: 'unauthorized' });
    const old = new Date(now.getTime() - 6 * 60 * 1000);
    expect(provider.readWebhook(body, sandboxHeaders(body, SECRET, old), now)).toEqual({ kind: 'unauthorized' });
    expect(createSandboxProvider({ secret: null, pix }).readWebhook(body, sandboxHeaders(body), now)).toEqual({ kind: 'unauthorized' });
  });

  it('signed but unreadable or unknown bodies', () => {
    for (const raw of ['not json', '{"id":1}', '{"id":"e","type":"charge.paid","data":{}}']) {
      expect(provider.readWebhook(raw, sandboxHeaders(raw), now)).toEqual({ kind: 'malformed' });
    }
    for (const type of ['charge.created', '__proto__', 'constructor']) {
      const raw = JSON.stringify({ id: 'e', type, data: { txid: 'LAR1' } });
      expect(provider.readWebhook(raw, sandboxHeaders(raw), now)).toEqual({ kind: 'ignored' });
    }
  });

  it('makes the BR Code of the charge', async () => {
    const charge = await provider.createCharge({
      txid: 'LAR0123456789ABCDEF012345', amountCents: 79990, description: 'x', dueDate: '2026-11-29',
      customer: { id: 'u', name: 'n', email: null, cpfCnpj: null },
    });
    expect(charge.providerChargeId).toBe('sandbox_LAR0123456789ABCDEF012345');
    expect(charge.brCode).toContain('5406799.90');
  });
});

describe('Asaas provider (recorded exchanges)', () => {
  type Exchange = (typeof createCharge.exchanges)[number];

  function replay(exchanges: Exchange[]) {
    const seen: { method: string; url: string; body: unknown; headers: Headers }[] = [];
    const fetch = async (url: string, init: RequestInit) => {
      const ex = exchanges[seen.length];
      seen.push({ method: init.method!, url, body: init.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init.headers) });
      if (!ex) throw new Error('unexpected request');
      return new Response(JSON.stringify(ex.response.body), { status: ex.response.status, headers: { 'Content-Type': 'application/json' } });
    };
    return { fetch, seen };
  }

  const request = {
    txid: 'LAR0A1B2C3D4E5F60718293A4', amountCents: 79990, description: 'Plano Mensal — 1ª mensalidade', dueDate: '2026-11-29',
    customer: { id: '9b1f1f39-5d7e-4a5e-9d55-2f4c4b7c1a10', name: 'Imobiliária Teste', email: 'financeiro@imobiliaria.test', cpfCnpj: '11222333000181' },
  };

  it('creates the customer, the PIX payment and reads its BR Code, as recorded', async () => {
    const { fetch, seen } = replay(createCharge.exchanges);
    const provider = createAsaasProvider({ apiUrl: 'https://sandbox.asaas.com/api/v3', apiKey: '$aact_test', webhookToken: null, fetch });
    const charge = await provider.createCharge(request);
    expect(seen.map((s) => ({ method: s.method, url: s.url, body: s.body }))).toEqual(
      createCharge.exchanges.map((e) => ({ method: e.request.method, url: e.request.url, body: 'body' in e.request ? e.request.body : undefined })),
    );
    expect(seen.every((s) => s.headers.get('access_token') === '$aact_test')).toBe(true);
    expect(charge).toEqual({ providerChargeId: 'pay_7x2k9qj3m1c8w4rz', brCode: createCharge.exchanges[2]!.response.body.payload });
  });

  it('an API error or a missing key fails loudly', async () => {
    const failing = async () => new Response(JSON.stringify({ errors: [{ code: 'invalid_cpfCnpj', description: 'CPF inválido' }] }), { status: 400 });
    await expect(createAsaasProvider({ apiUrl: 'https://x', apiKey: 'k', webhookToken: null, fetch: failing }).createCharge(request)).rejects.toThrow(/invalid_cpfCnpj/);
    await expect(createAsaasProvider({ apiUrl: 'https://x', apiKey: null, webhookToken: null, fetch: failing }).createCharge(request)).rejects.toThrow(/ASAAS_API_KEY/);
  });

  it('reads recorded webhooks with the right token only', () => {
    const provider = createAsaasProvider({ apiUrl: 'https://x', apiKey: null, webhookToken: webhooks.token, fetch: globalThis.fetch });
    const ok = new Headers({ [ASAAS_TOKEN_HEADER]: webhooks.token });
    expect(provider.readWebhook(JSON.stringify(webhooks.received), ok)).toEqual({
      kind: 'event',
      event: { id: 'asaas:evt_05b708f961d739ea7eba7e4db318f621-368604920', txid: 'LAR0A1B2C3D4E5F60718293A4', status: 'pago', amountCents: 79990 },
    });
    expect(provider.readWebhook(JSON.stringify(webhooks.overdue), ok)).toMatchObject({ kind: 'event', event: { status: 'vencido' } });
    expect(provider.readWebhook(JSON.stringify(webhooks.created), ok)).toEqual({ kind: 'ignored' });
    expect(provider.readWebhook(JSON.stringify(webhooks.received), new Headers({ [ASAAS_TOKEN_HEADER]: `${webhooks.token}x` }))).toEqual({ kind: 'unauthorized' });
    expect(provider.readWebhook(JSON.stringify(webhooks.received), new Headers())).toEqual({ kind: 'unauthorized' });
  });
});

describe('handleWebhook', () => {
  const provider = createSandboxProvider({ secret: SECRET, pix });
  const body = sandboxEventBody({ id: 'evt_9', status: 'pago', txid: 'LAR9', amountCents: 100 });

  it.each([
    [null, 'aplicado', 200],
    [null, 'repetido', 200],
    ['charge_unknown', null, 404],
    ['status_conflict', null, 409],
    ['amount_mismatch', null, 422],
    ['something_else', null, 500],
  ])('SQL %s/%s → %s', async (hint, data, status) => {
    const calls: ProviderEvent[] = [];
    const apply: ApplyEvent = async (_p, event) => {
      calls.push(event);
      return { data, error: hint ? { hint, message: hint } : null };
    };
    const res = await handleWebhook(provider, body, sandboxHeaders(body, SECRET, new Date()), apply);
    expect(res.status).toBe(status);
    expect(calls).toHaveLength(1);
  });

  it('a bad signature or an oversized body never reaches SQL', async () => {
    const apply = jest.fn();
    expect((await handleWebhook(provider, body, new Headers(), apply)).status).toBe(401);
    const big = 'x'.repeat(70 * 1024);
    expect((await handleWebhook(provider, big, sandboxHeaders(big), apply)).status).toBe(413);
    expect(apply).not.toHaveBeenCalled();
  });
});
