import 'server-only';
import { createPublicClient } from '@/lib/supabase/public';
import { cache } from 'react';
import { billingProvider } from '@/lib/billing';
import { billingConfig } from '@/lib/billing/config';
import type { CurrentProfile } from '@/lib/data/auth';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';

/** Reads of /financeiro (issue #24): plans and prices from the database, the agency's own rows by RLS. */

export interface Plan {
  code: string;
  name: string;
  audience: 'imobiliaria' | 'corretor';
  priceCents: number;
  months: number;
  trialDays: number;
  discountPct: number;
}

export interface SignKind {
  code: string;
  name: string;
  unitPriceCents: number;
}

export interface Charge {
  id: number;
  description: string;
  amountCents: number;
  date: string; // payment_date: the day it was paid, else the day it was created
  dueDate: string;
  status: 'pendente' | 'pago' | 'vencido' | 'cancelado' | 'falhou';
  paidAt: string | null;
  txid: string;
  brCode: string | null;
  kind: 'plano' | 'placas';
}

export interface CurrentPlan {
  code: string;
  name: string;
  priceCents: number;
  months: number;
  /** avaliacao: the free evaluation (no row yet); sem_plano: a plan ended and none chosen. */
  status: 'ativo' | 'inadimplente' | 'avaliacao' | 'avaliacao_expirada' | 'sem_plano';
  trial: boolean;
  nextDueDate: string | null;
  endsAt: string | null;
  autoRenew: boolean;
  cancelled: boolean;
  pendingPlan: string | null;
}

export interface SignPurchase {
  id: number;
  kind: string;
  quantity: number;
  amountCents: number;
  date: string;
  expiresAt: string;
  status: 'pendente' | 'ativa' | 'expirada' | 'cancelada';
}

/** Plans and sign kinds are public: read without the session, so the landing page stays static. */

export const getPlans = cache(async (): Promise<Plan[]> => {
  const supabase = createPublicClient();
  const { data, error } = await supabase
    .from('billing_plans')
    .select('code, name, audience, price_cents, months, trial_days, discount_pct')
    .order('sort');
  if (error) throw new Error(`billing plans: ${error.message}`);
  return data.map((p) => ({
    code: p.code,
    name: p.name,
    audience: p.audience as Plan['audience'],
    priceCents: p.price_cents,
    months: p.months,
    trialDays: p.trial_days,
    discountPct: p.discount_pct,
  }));
});

/** The paid agency plans, cheapest commitment first (mensal, semestral, anual): the landing page's cards. */
export async function getPaidPlans(): Promise<Plan[]> {
  return (await getPlans()).filter((p) => p.audience === 'imobiliaria' && p.priceCents > 0);
}

export async function getSignKinds(): Promise<SignKind[]> {
  const supabase = createPublicClient();
  const { data, error } = await supabase.from('sign_kinds').select('code, name, unit_price_cents').order('sort');
  if (error) throw new Error(`sign kinds: ${error.message}`);
  return data.map((k) => ({ code: k.code, name: k.name, unitPriceCents: k.unit_price_cents }));
}

function addDays(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * 86400000).toISOString();
}

/** The plan card: the current subscription, or the free evaluation counted from the account's creation. */
export async function getCurrentPlan(profile: CurrentProfile): Promise<CurrentPlan> {
  const supabase = await createClient();
  const plans = await getPlans();
  const [{ data: subs, error }, { data: me }] = await Promise.all([
    supabase
      .from('subscriptions')
      .select('plan, price_cents, status, ends_at, next_due_date, auto_renew, cancelled_at, pending_plan')
      .eq('agency_id', profile.id)
      .order('created_at', { ascending: false }),
    supabase.from('profiles').select('created_at').eq('id', profile.id).single(),
  ]);
  if (error) throw new Error(`subscriptions: ${error.message}`);
  const current = (subs ?? []).find((s) => s.status === 'ativo' || s.status === 'inadimplente');
  const planOf = (code: string) => plans.find((p) => p.code === code);
  if (current && current.plan !== 'avaliacao') {
    const plan = planOf(current.plan);
    return {
      code: current.plan,
      name: plan?.name ?? current.plan,
      priceCents: current.price_cents,
      months: plan?.months ?? 1,
      status: current.status as 'ativo' | 'inadimplente',
      trial: false,
      nextDueDate: current.next_due_date,
      endsAt: current.ends_at,
      autoRenew: current.auto_renew,
      cancelled: current.cancelled_at !== null,
      pendingPlan: current.pending_plan,
    };
  }
  const trialCode = profile.role === 'corretor' ? 'teste_corretor' : 'avaliacao';
  const trial = planOf(trialCode);
  const endsAt = current?.ends_at ?? (me?.created_at ? addDays(me.created_at, trial?.trialDays ?? 30) : null);
  const hadPaid = (subs ?? []).some((s) => s.plan !== 'avaliacao');
  const expired = !endsAt || new Date(endsAt).getTime() <= Date.now();
  return {
    code: trialCode,
    name: trial?.name ?? trialCode,
    priceCents: 0,
    months: 0,
    status: hadPaid ? 'sem_plano' : expired ? 'avaliacao_expirada' : 'avaliacao',
    trial: true,
    nextDueDate: null,
    endsAt,
    autoRenew: false,
    cancelled: false,
    pendingPlan: null,
  };
}

const CHARGE_COLUMNS =
  'id, description, amount_cents, payment_date, due_date, status, paid_at, txid, br_code, sign_purchase_id' as const;

type ChargeRow = {
  id: number;
  description: string;
  amount_cents: number;
  payment_date: string;
  due_date: string;
  status: string;
  paid_at: string | null;
  txid: string;
  br_code: string | null;
  sign_purchase_id: number | null;
};

function toCharge(r: ChargeRow): Charge {
  return {
    id: r.id,
    description: r.description,
    amountCents: r.amount_cents,
    date: r.payment_date,
    dueDate: r.due_date,
    status: r.status as Charge['status'],
    paidAt: r.paid_at,
    txid: r.txid,
    brCode: r.br_code,
    kind: r.sign_purchase_id ? 'placas' : 'plano',
  };
}

/** The agency's charges, newest first (RLS: its own only). */
export async function getCharges(agencyId: string): Promise<Charge[]> {
  const supabase = await createClient();
  const { data, error } = await supabase
    .from('payments')
    .select(CHARGE_COLUMNS)
    .eq('agency_id', agencyId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(100);
  if (error) throw new Error(`payments: ${error.message}`);
  return data.map(toCharge);
}

/** One charge of the signed-in agency, or null (another agency's id reads as missing: RLS). */
export async function getCharge(id: number): Promise<Charge | null> {
  const supabase = await createClient();
  const { data, error } = await supabase.from('payments').select(CHARGE_COLUMNS).eq('id', id).maybeSingle();
  if (error) {
    console.error('[billing] charge read failed:', error.message);
    return null;
  }
  return data ? toCharge(data) : null;
}

/**
 * The BR Code of an open charge: made by the provider the first time it is shown (a charge the renewal job
 * created in SQL has none yet) and recorded once (public.billing_attach_charge, service role, only while
 * empty). The charge was read with the user's client, so it is theirs.
 */
export async function ensurePix(charge: Charge, profile: CurrentProfile): Promise<string | null> {
  if (charge.brCode) return charge.brCode;
  if (charge.status !== 'pendente' && charge.status !== 'vencido') return null;
  try {
    const created = await billingProvider().createCharge({
      txid: charge.txid,
      amountCents: charge.amountCents,
      description: charge.description,
      dueDate: charge.dueDate,
      customer: { id: profile.id, name: profile.legalName || profile.name || 'Lar', email: profile.email, cpfCnpj: profile.cpfCnpj },
    });
    const { error } = await createAdminClient().rpc('billing_attach_charge', {
      p_payment_id: charge.id,
      p_provider: billingProvider().name,
      p_provider_charge_id: created.providerChargeId,
      p_br_code: created.brCode,
    });
    if (error) console.error('[billing] attach failed:', error.message);
    return created.brCode;
  } catch (e) {
    console.error('[billing] Pix charge failed:', e instanceof Error ? e.message : e);
    return null;
  }
}

export async function getSignPurchases(agencyId: string): Promise<SignPurchase[]> {
  const supabase = await createClient();
  const { data, error } = await supabase
    .from('sign_purchases')
    .select('id, sign_type, quantity, amount_cents, purchased_at, expires_at, status')
    .eq('agency_id', agencyId)
    .order('purchased_at', { ascending: false })
    .limit(100);
  if (error) throw new Error(`sign purchases: ${error.message}`);
  return data.map((s) => ({
    id: s.id,
    kind: s.sign_type,
    quantity: s.quantity,
    amountCents: s.amount_cents,
    date: s.purchased_at,
    expiresAt: s.expires_at,
    status: s.status as SignPurchase['status'],
  }));
}

/** Whether 'Simular pagamento' is offered: the sandbox provider only. */
export function isSandbox(): boolean {
  return billingConfig().provider === 'sandbox';
}
