import { describe, expect, it } from 'vitest';
import { linkErrorMessage, readAuthRedirect } from './auth-redirect';

describe('readAuthRedirect', () => {
  it('recognises a recovery link that carries a session', () => {
    const hash =
      '#access_token=abc&expires_at=1&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery';
    expect(readAuthRedirect(hash)).toEqual({ recovery: true, invite: false, errorCode: null });
  });

  it('recognises an invitation: the person chooses their first password', () => {
    const hash = '#access_token=abc&expires_in=3600&refresh_token=r&token_type=bearer&type=invite';
    expect(readAuthRedirect(hash)).toEqual({ recovery: true, invite: true, errorCode: null });
    expect(readAuthRedirect('#type=invite')).toEqual({ recovery: false, invite: false, errorCode: null });
  });

  it('ignores a plain sign-in callback and an empty hash', () => {
    expect(readAuthRedirect('#access_token=abc&type=magiclink')).toEqual({
      recovery: false,
      invite: false,
      errorCode: null,
    });
    expect(readAuthRedirect('')).toEqual({ recovery: false, invite: false, errorCode: null });
  });

  it('reads the error of a link that could not be used, from the hash or the query', () => {
    const hash =
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    expect(readAuthRedirect(hash)).toEqual({ recovery: false, invite: false, errorCode: 'otp_expired' });
    expect(readAuthRedirect('', '?error=access_denied')).toEqual({
      recovery: false,
      invite: false,
      errorCode: 'access_denied',
    });
  });

  it('explains an expired link, and any other failure generically', () => {
    expect(linkErrorMessage('otp_expired')).toMatch(/expired/);
    expect(linkErrorMessage('something_else')).toMatch(/could not be used/);
  });
});
