import { routingRole } from '@/lib/security/role-claim';

// The proxy's role comes from app_metadata only; user_metadata and malformed claims route on no role.

describe('routingRole', () => {
  it('reads app_metadata.role', () => {
    expect(routingRole({ app_metadata: { role: 'imobiliaria' } } as never)).toBe('imobiliaria');
    expect(routingRole({ app_metadata: { role: 'cliente', provider: 'email' } } as never)).toBe('cliente');
  });

  it('never reads user_metadata.role', () => {
    expect(routingRole({ user_metadata: { role: 'imobiliaria' } } as never)).toBeNull();
    expect(routingRole({ app_metadata: {}, user_metadata: { role: 'imobiliaria' } } as never)).toBeNull();
    expect(routingRole({ app_metadata: { role: 'cliente' }, user_metadata: { role: 'imobiliaria' } } as never)).toBe('cliente');
  });

  it.each([
    ['no claims', null],
    ['app_metadata a string', { app_metadata: 'imobiliaria' }],
    ['role not a string', { app_metadata: { role: ['imobiliaria'] } }],
    ['unknown role', { app_metadata: { role: 'admin' } }],
    ['role with spaces', { app_metadata: { role: ' imobiliaria' } }],
    ['prototype key', { app_metadata: { role: '__proto__' } }],
  ])('%s: no role', (_label, claims) => {
    expect(routingRole(claims as never)).toBeNull();
  });
});
