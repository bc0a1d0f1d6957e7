import { describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, type TestApi, testApiForSuite } from '../api/helpers.ts';

const api = testApiForSuite();

const sessionOf = async (client: Awaited<ReturnType<TestApi['signedIn']>>) =>
  (await client.auth.getSession()).data.session!;

/** A refresh through the wire, as any client would try it: the status and GoTrue's error code. */
async function refresh(refreshToken: string) {
  const response = await api.fetch('/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  const body = (await response.json()) as { code?: string; refresh_token?: string };
  return { status: response.status, code: body.code, refreshToken: body.refresh_token };
}

const userStatus = async (accessToken: string) =>
  (await api.fetch('/auth/v1/user', { headers: { Authorization: `Bearer ${accessToken}` } })).status;

describe('auth: sign-out with scope global', () => {
  it('ends every session of that user (both refresh tokens refused) and leaves another user signed in', async () => {
    // One person signed in twice (phone and laptop), and someone else.
    const phone = await api.signedIn(MEMBER);
    const laptop = await api.signedIn(MEMBER);
    const other = await api.signedIn(ADMIN);
    const [phoneSession, laptopSession, otherSession] = await Promise.all([
      sessionOf(phone),
      sessionOf(laptop),
      sessionOf(other),
    ]);
    expect(phoneSession.refresh_token).not.toBe(laptopSession.refresh_token);
    expect(await userStatus(laptopSession.access_token)).toBe(200);

    expect((await phone.auth.signOut({ scope: 'global' })).error).toBeNull();

    const refused = [await refresh(phoneSession.refresh_token), await refresh(laptopSession.refresh_token)];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.refreshToken).toBeUndefined();
      expect(['refresh_token_not_found', 'session_not_found']).toContain(answer.code);
    }
    // The laptop's access token names a session that no longer exists: user endpoints refuse it.
    expect(await userStatus(laptopSession.access_token)).toBe(403);
    expect(await userStatus(phoneSession.access_token)).toBe(403);
    // The laptop's own client: a refresh fails, and the next user lookup (session_not_found) signs it out.
    expect((await laptop.auth.refreshSession()).error).not.toBeNull();
    expect((await laptop.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    expect((await laptop.auth.getSession()).data.session).toBeNull();

    // The other user's session is untouched: the token still works and refreshes once.
    expect(await userStatus(otherSession.access_token)).toBe(200);
    const stillThere = await refresh(otherSession.refresh_token);
    expect(stillThere.status).toBe(200);
    expect(stillThere.refreshToken).toBeTruthy();

    console.log(
      `global sign-out: 2 sessions of one user ended (${refused.filter((r) => r.status === 400).length}/2 refresh tokens refused, ` +
        `2/2 access tokens refused by /user); the other user's session: token accepted, refresh ${stillThere.status}`,
    );
  });
});
