import { anonClient, signedInClient, uniqueEmail } from '../env';
import { classifyAuthError } from '@/lib/validations/auth';

// The real answers of the local stack (with e-mail confirmations on, like the hosted default) map to the
// messages of spec §8.
describe('accounts: auth errors from the stack', () => {
  it('wrong password → invalid credentials; unconfirmed → e-mail not confirmed', async () => {
    const { email } = await signedInClient('app', { email: uniqueEmail('err'), data: { name: 'Erro', role: 'cliente' } });
    const wrong = await anonClient('app').auth.signInWithPassword({ email, password: 'nao-e-esta' });
    expect(wrong.error).not.toBeNull();
    expect(classifyAuthError(wrong.error!)).toBe('invalidCredentials');

    const fresh = uniqueEmail('unconfirmed');
    const signUp = await anonClient('app').auth.signUp({ email: fresh, password: 'segredo1', options: { data: { role: 'cliente' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const unconfirmed = await anonClient('app').auth.signInWithPassword({ email: fresh, password: 'segredo1' });
    expect(classifyAuthError(unconfirmed.error!)).toBe('emailNotConfirmed');
  });

  it('signing up an address already confirmed answers a user without identities (no error)', async () => {
    const { email } = await signedInClient('app', { email: uniqueEmail('dup'), data: { name: 'Dup', role: 'cliente' } });
    const again = await anonClient('app').auth.signUp({ email, password: 'outra-senha' });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
  });
});
