import { NextResponse, type NextRequest } from 'next/server';
import { applyEvent, billingProvider } from '@/lib/billing';
import { billingConfig } from '@/lib/billing/config';
import { handleWebhook, MAX_WEBHOOK_BYTES } from '@/lib/billing/webhook';

/**
 * POST /api/billing/webhook: the payment provider's calls (lib/billing/webhook.ts). The only way a charge
 * moves from pendente to pago / vencido / cancelado. Without a configured secret (sandbox away from the local
 * stack, Asaas without ASAAS_WEBHOOK_TOKEN) the route does not exist.
 */
export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

export async function POST(request: NextRequest) {
  const config = billingConfig();
  const configured = config.provider === 'asaas' ? Boolean(config.asaas.webhookToken) : Boolean(config.webhookSecret);
  if (!configured) return new NextResponse(null, { status: 404, headers: noStore });
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_WEBHOOK_BYTES) return NextResponse.json({ result: 'grande_demais' }, { status: 413, headers: noStore });
  const raw = await request.text();
  const answer = await handleWebhook(billingProvider(), raw, request.headers, applyEvent);
  return NextResponse.json(answer.body, { status: answer.status, headers: noStore });
}
