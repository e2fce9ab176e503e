/**
 * The team's invite form schema (shared by the form and the action; SQL checks the same limits) and the
 * dashboard's jsonb answer as the page's object.
 */
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/data/auth', () => ({ getSessionUser: jest.fn(), getCurrentProfile: jest.fn(), requireUser: jest.fn() }));
jest.mock('@/lib/i18n/navigation', () => ({ redirect: jest.fn() }));
jest.mock('next-intl/server', () => ({ getLocale: jest.fn() }));

import { toAgencyDashboard } from '@/lib/data/team';
import { inviteSchema, invitationSignUpSchema, isInvitationToken, teamSearch } from '@/lib/validations/team';

const good = { name: 'Bruna Lima', email: 'bruna@example.com', phone: '(11) 98888-7777', creci: '123456-F/SP', message: '' };
const errorsOf = (input: unknown) => {
  const r = inviteSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('inviteSchema', () => {
  it('accepts the spec’s form: nome, email, telefone required; creci and mensagem optional', () => {
    expect(errorsOf(good)).toEqual({});
    expect(errorsOf({ ...good, creci: '', message: '' })).toEqual({});
    expect(errorsOf({ ...good, phone: '1133334444' })).toEqual({});
    // The CRECI as people type it (issue #34: the one rule of lib/validations/rules/creci.ts).
    expect(errorsOf({ ...good, creci: 'CRECI-SP 123456-F' })).toEqual({});
  });

  it.each([
    [{ name: '  ' }, { name: 'nameRequired' }],
    [{ email: '' }, { email: 'emailRequired' }],
    [{ email: 'bruna@' }, { email: 'emailInvalid' }],
    [{ phone: '' }, { phone: 'phoneRequired' }],
    [{ phone: '(11) 1234' }, { phone: 'phoneInvalid' }],
    [{ phone: '(00) 98888-7777' }, { phone: 'phoneInvalid' }],
    [{ creci: '<b>1</b>' }, { creci: 'creciInvalid' }],
    [{ creci: '123456-F' }, { creci: 'creciInvalid' }],
    [{ creci: '123456-X/SP' }, { creci: 'creciInvalid' }],
    [{ creci: '123456%2DF%2FSP' }, { creci: 'creciInvalid' }],
    [{ creci: '1'.repeat(31) }, { creci: 'creciInvalid' }],
    [{ creci: '1'.repeat(41) }, { creci: 'tooLong' }],
    [{ message: 'm'.repeat(1001) }, { message: 'tooLong' }],
    [{ name: 'n'.repeat(121) }, { name: 'tooLong' }],
  ])('%j → %j', (over, expected) => {
    expect(errorsOf({ ...good, ...over })).toEqual(expected);
  });

  it('the sign-up from an invitation needs matching passwords that follow the one rule (issue #39)', () => {
    const base = { name: 'Bruna', phone: '(11) 98888-7777', password: 'Abc@1234', confirmPassword: 'Abc@1234' };
    expect(invitationSignUpSchema.safeParse(base).success).toBe(true);
    expect(invitationSignUpSchema.safeParse({ ...base, confirmPassword: 'Abc@1235' }).error?.issues[0].message).toBe('passwordMismatch');
    expect(invitationSignUpSchema.safeParse({ ...base, password: 'abc', confirmPassword: 'abc' }).error?.issues[0].message).toBe('passwordMin');
    // The weak password sign-up refuses is refused here too.
    expect(invitationSignUpSchema.safeParse({ ...base, password: 'abc12345', confirmPassword: 'abc12345' }).error?.issues[0].message).toBe('passwordMin');
  });

  it('a link token is lower-case hex only', () => {
    expect(isInvitationToken('a'.repeat(64))).toBe(true);
    expect(isInvitationToken('A'.repeat(64))).toBe(false);
    expect(isInvitationToken('../mailbox')).toBe(false);
    expect(isInvitationToken(`${'a'.repeat(64)}%00`)).toBe(false);
    expect(isInvitationToken(undefined)).toBe(false);
    expect(teamSearch(['  júlia  ', 'x'])).toBe('júlia');
    expect(teamSearch('x'.repeat(200))).toHaveLength(120);
  });
});

describe('toAgencyDashboard', () => {
  it('maps the counts and the page; missing or odd values become zeros', () => {
    expect(
      toAgencyDashboard({
        counts: { properties: 7, active_properties: 5, upcoming_appointments: '2', brokers: 3, open_proposals: 1 },
        total: 7,
        page: 2,
        page_size: 5,
        rows: [{ id: 100123, title: 'Casa', type: 'casa', transaction: 'venda', status: 'ativo', created_at: '2026-11-20T10:00:00Z' }],
      }),
    ).toEqual({
      counts: { properties: 7, activeProperties: 5, upcomingAppointments: 2, brokers: 3, openProposals: 1 },
      total: 7,
      page: 2,
      pageSize: 5,
      rows: [{ id: 100123, title: 'Casa', type: 'casa', transaction: 'venda', status: 'ativo', createdAt: '2026-11-20T10:00:00Z' }],
    });
    expect(toAgencyDashboard(null)).toEqual({
      counts: { properties: 0, activeProperties: 0, upcomingAppointments: 0, brokers: 0, openProposals: 0 },
      total: 0,
      page: 1,
      pageSize: 5,
      rows: [],
    });
  });
});
