import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, service, signedInClient, user } from '../rls/world';
import { normalizeCreci } from '@/lib/validations/rules/creci';

/**
 * Issue #34 (CRECI): profiles.creci keeps one shape ('12345-J/SP'), migration 20261130150000_creci.sql. The
 * profile update path (the user's own token, as the account/profile screens write) normalises typed forms and
 * refuses anything else with a Portuguese message; nobody sets another person's CRECI; sign-up metadata that is
 * not a CRECI is dropped (null), never failing the sign-up.
 */

type P = { client: SupabaseClient; id: string };
let broker: P, agency: P, other: P;

async function person(role: string, name: string, extra: Record<string, unknown> = {}): Promise<P> {
  const u = extra.creci === undefined ? await user(role, name) : await signedInClient({ name, phone: '(11) 99999-0000', role, ...extra });
  return { client: u.client, id: u.user.id };
}

async function creciOf(id: string): Promise<string | null> {
  const { data, error } = await service().from('profiles').select('creci').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data.creci as string | null;
}

beforeAll(async () => {
  [broker, agency, other] = await Promise.all([
    person('corretor', 'Corretor Creci', { creci: 'CRECI-SP 184527-F' }),
    person('imobiliaria', 'Imobiliária Creci', { creci: 'não tenho' }),
    person('corretor', 'Outro Corretor'),
  ]);
});

describe('CRECI in SQL (issue #34)', () => {
  it('sign-up metadata is normalised, or dropped when it is not a CRECI', async () => {
    expect(await creciOf(broker.id)).toBe('184527-F/SP');
    expect(await creciOf(agency.id)).toBeNull();
  });

  it.each(['CRECI 12345 J SP', '12.345-F/sp', 'CRECI/RJ 8714-J', '  99 f ba '])(
    'the owner saves %j and it is stored as the TS rule says',
    async (typed) => {
      const { error } = await agency.client.from('profiles').update({ creci: typed }).eq('id', agency.id);
      expect(error).toBeNull();
      expect(await creciOf(agency.id)).toBe(normalizeCreci(typed));
    },
  );

  it.each([
    '12345',
    '12345-X/SP',
    '12345-J/XX',
    '12345%2DJ%2FSP',
    "1-J/SP'; update profiles set creci = null; --",
    '<b>12345-J/SP</b>',
    '１２３４５-J/SP',
    'x'.repeat(10_000),
  ])('the owner cannot save %#: Portuguese message, nothing changes', async (bad) => {
    const before = await creciOf(broker.id);
    const { error } = await broker.client.from('profiles').update({ creci: bad }).eq('id', broker.id);
    expect(error).not.toBeNull();
    expect(error!.message).toMatch(/CRECI inválido|caracteres|value too long|check/i);
    expect(await creciOf(broker.id)).toBe(before);
  });

  it('blank clears it', async () => {
    const { error } = await other.client.from('profiles').update({ creci: '  ' }).eq('id', other.id);
    expect(error).toBeNull();
    expect(await creciOf(other.id)).toBeNull();
  });

  it("another user or a visitor cannot set someone else's CRECI", async () => {
    const before = await creciOf(broker.id);
    const { data } = await other.client.from('profiles').update({ creci: '777-F/SP' }).eq('id', broker.id).select('id');
    expect(data ?? []).toHaveLength(0);
    await anonClient().from('profiles').update({ creci: '777-F/SP' }).eq('id', broker.id);
    expect(await creciOf(broker.id)).toBe(before);
  });

  it('even the service role cannot store a wrong shape (it becomes null, the check holds)', async () => {
    const { error } = await service().from('profiles').update({ creci: 'lixo' }).eq('id', other.id);
    expect(error).toBeNull();
    expect(await creciOf(other.id)).toBeNull();
    const { error: ok } = await service().from('profiles').update({ creci: '00123-j-mg' }).eq('id', other.id);
    expect(ok).toBeNull();
    expect(await creciOf(other.id)).toBe('123-J/MG');
  });
});
