import { createHmac } from 'node:crypto';
import { pixBrCode } from './brcode';
import { safeEqual, type BillingProvider, type ChargeStatus, type WebhookReading } from './provider';

/**
 * The local sandbox provider: the BR Code is made here (a real static Pix of the configured key), and
 * 'Simular pagamento' sends the webhook a real provider would, signed with HMAC-SHA256:
 *   X-Lar-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
 *   body: {"id":"evt_…","type":"charge.paid"|"charge.overdue"|"charge.cancelled","data":{"txid":"…","amount_cents":123}}
 * A signature older or newer than 5 minutes is refused (a replay of an old call); the same event id twice
 * changes nothing (SQL).
 */
export const SIGNATURE_HEADER = 'x-lar-signature';
export const TOLERANCE_SECONDS = 300;

const TYPES: Record<string, ChargeStatus> = {
  'charge.paid': 'pago',
  'charge.overdue': 'vencido',
  'charge.cancelled': 'cancelado',
};

export function signSandboxBody(secret: string, body: string, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${mac}`;
}

export function verifySandboxSignature(secret: string, body: string, header: string | null, now: Date = new Date()): boolean {
  if (!header || header.length > 200) return false;
  const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!m) return false;
  const t = Number(m[1]);
  if (Math.abs(now.getTime() / 1000 - t) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return safeEqual(expected, m[2]!);
}

export function sandboxEventBody(event: { id: string; status: ChargeStatus; txid: string; amountCents: number }): string {
  const type = Object.entries(TYPES).find(([, s]) => s === event.status)![0];
  return JSON.stringify({ id: event.id, type, data: { txid: event.txid, amount_cents: event.amountCents } });
}

export function createSandboxProvider(options: {
  secret: string | null;
  pix: { pixKey: string; merchantName: string; merchantCity: string };
}): BillingProvider {
  return {
    name: 'sandbox',
    async createCharge(request) {
      return {
        providerChargeId: `sandbox_${request.txid}`,
        brCode: pixBrCode({ ...options.pix, txid: request.txid, amountCents: request.amountCents }),
      };
    },
    readWebhook(rawBody, headers, now = new Date()): WebhookReading {
      if (!options.secret || !verifySandboxSignature(options.secret, rawBody, headers.get(SIGNATURE_HEADER), now)) {
        return { kind: 'unauthorized' };
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { kind: 'malformed' };
      }
      const b = body as { id?: unknown; type?: unknown; data?: { txid?: unknown; amount_cents?: unknown } };
      if (typeof b?.id !== 'string' || typeof b.type !== 'string' || typeof b.data?.txid !== 'string') return { kind: 'malformed' };
      const status = Object.hasOwn(TYPES, b.type) ? TYPES[b.type] : undefined;
      if (!status) return { kind: 'ignored' };
      const amount = b.data.amount_cents;
      return {
        kind: 'event',
        event: {
          id: b.id,
          txid: b.data.txid,
          status,
          amountCents: typeof amount === 'number' && Number.isInteger(amount) ? amount : null,
        },
      };
    },
  };
}
