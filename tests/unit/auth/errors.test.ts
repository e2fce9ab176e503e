import { AuthApiError } from '@supabase/supabase-js';
import { classifyAuthError } from '@/lib/validations/auth';

// The Auth answers of the contract (docs/supabase-contract.md §A.1) and the message each one gets (spec §8).
describe('classifyAuthError', () => {
  it('recognises the rate limits (429) whatever the code', () => {
    expect(classifyAuthError(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'))).toBe('rateLimited');
    expect(
      classifyAuthError(new AuthApiError('For security purposes, you can only request this after 37 seconds.', 429, 'over_email_send_rate_limit')),
    ).toBe('rateLimited');
    expect(classifyAuthError(new AuthApiError('email rate limit exceeded', 429, undefined))).toBe('rateLimited');
  });
  it('recognises invalid credentials, unconfirmed e-mail and already registered', () => {
    expect(classifyAuthError(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toBe('invalidCredentials');
    expect(classifyAuthError(new AuthApiError('Invalid login credentials', 400, undefined))).toBe('invalidCredentials');
    expect(classifyAuthError(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'))).toBe('emailNotConfirmed');
    expect(classifyAuthError(new AuthApiError('User already registered', 422, 'user_already_exists'))).toBe('alreadyRegistered');
  });
  it('leaves anything else to the server message', () => {
    expect(classifyAuthError(new AuthApiError('Password should be at least 6 characters.', 422, 'weak_password'))).toBe('other');
    expect(classifyAuthError({ message: 'fetch failed' })).toBe('other');
  });
});
