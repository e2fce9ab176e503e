import { safeEqual, type BillingProvider, type ChargeStatus, type WebhookReading } from './provider';

/**
 * Asaas (https://docs.asaas.com, API v3) as the provider: a Pix charge is a customer (POST /customers), a
 * payment with billingType PIX whose externalReference is our txid (POST /payments), and its QR code
 * (GET /payments/{id}/pixQrCode → payload, the BR Code). Webhooks carry the token configured in Asaas in the
 * `asaas-access-token` header (Asaas's way of authenticating them), compared in constant time.
 * Tested against recorded requests and responses (tests/fixtures/billing/asaas-*.json).
 */
export const ASAAS_TOKEN_HEADER = 'asaas-access-token';

const EVENTS: Record<string, ChargeStatus> = {
  PAYMENT_RECEIVED: 'pago',
  PAYMENT_CONFIRMED: 'pago',
  PAYMENT_OVERDUE: 'vencido',
  PAYMENT_DELETED: 'cancelado',
};

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export function createAsaasProvider(options: {
  apiUrl: string;
  apiKey: string | null;
  webhookToken: string | null;
  fetch: Fetch;
}): BillingProvider {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    if (!options.apiKey) throw new Error('asaas: ASAAS_API_KEY is not set');
    const res = await options.fetch(`${options.apiUrl}${path}`, {
      method,
      headers: {
        access_token: options.apiKey,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'User-Agent': 'lar',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as T | { errors?: { code?: string; description?: string }[] } | null;
    if (!res.ok || json === null) {
      const first = (json as { errors?: { code?: string }[] } | null)?.errors?.[0]?.code ?? 'unknown';
      throw new Error(`asaas: ${method} ${path} failed (${res.status}, ${first})`);
    }
    return json as T;
  }

  return {
    name: 'asaas',
    async createCharge(request) {
      const customer = await call<{ id: string }>('POST', '/customers', {
        name: request.customer.name,
        cpfCnpj: request.customer.cpfCnpj ?? undefined,
        email: request.customer.email ?? undefined,
        externalReference: request.customer.id,
        notificationDisabled: true,
      });
      const payment = await call<{ id: string }>('POST', '/payments', {
        customer: customer.id,
        billingType: 'PIX',
        value: request.amountCents / 100,
        dueDate: request.dueDate,
        description: request.description,
        externalReference: request.txid,
      });
      const qr = await call<{ payload: string }>('GET', `/payments/${encodeURIComponent(payment.id)}/pixQrCode`);
      if (typeof qr.payload !== 'string' || !qr.payload.startsWith('000201')) throw new Error('asaas: no Pix payload');
      return { providerChargeId: payment.id, brCode: qr.payload };
    },
    readWebhook(rawBody, headers): WebhookReading {
      const token = headers.get(ASAAS_TOKEN_HEADER);
      if (!options.webhookToken || !token || !safeEqual(token, options.webhookToken)) return { kind: 'unauthorized' };
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { kind: 'malformed' };
      }
      const b = body as { id?: unknown; event?: unknown; payment?: { value?: unknown; externalReference?: unknown } };
      if (typeof b?.id !== 'string' || typeof b.event !== 'string') return { kind: 'malformed' };
      const status = Object.hasOwn(EVENTS, b.event) ? EVENTS[b.event] : undefined;
      if (!status) return { kind: 'ignored' };
      const txid = b.payment?.externalReference;
      if (typeof txid !== 'string') return { kind: 'ignored' }; // a charge not made by us
      const value = b.payment?.value;
      return {
        kind: 'event',
        event: {
          // Asaas ids look like 'evt_<hex>&<n>': kept one to one within the characters SQL accepts.
          id: `asaas:${b.id.replace(/[^A-Za-z0-9_.:-]/g, '-')}`.slice(0, 100),
          txid,
          status,
          amountCents: typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : null,
        },
      };
    },
  };
}
