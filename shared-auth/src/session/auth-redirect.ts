/** What an emailed auth link left in the address bar, read before the client consumes and clears it. */
export interface AuthRedirect {
  /** The link carries a session and asks for a password: a password-recovery link or an invitation. */
  recovery: boolean;
  /** The link was an invitation: the password to choose is the person's first. */
  invite: boolean;
  /** The link could not be used (GoTrue's error_code, e.g. otp_expired), or null. */
  errorCode: string | null;
}

export function readAuthRedirect(hash: string, search = ''): AuthRedirect {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const type = params.has('access_token') ? params.get('type') : null;
  const invite = type === 'invite';
  const recovery = type === 'recovery' || invite;
  const errorCode =
    params.get('error_code') ??
    query.get('error_code') ??
    (params.get('error') || query.get('error') || null);
  return { recovery, invite, errorCode };
}

export const LINK_ERROR_MESSAGES: Record<string, string> = {
  otp_expired: 'That password reset link has expired or was already used. Request a new one below.',
};

export const linkErrorMessage = (code: string) =>
  LINK_ERROR_MESSAGES[code] ?? 'That link could not be used. Request a new password reset link below.';

// Kept per tab so a reload in the middle of choosing a new password still shows the form.
const RECOVERY_KEY = 'piwc-auth-recovery';
const INVITE = 'invite';

export function rememberRecovery(active: boolean, invite = false): void {
  try {
    if (active) sessionStorage.setItem(RECOVERY_KEY, invite ? INVITE : '1');
    else sessionStorage.removeItem(RECOVERY_KEY);
  } catch {
    // storage can be unavailable (privacy modes); the flag then lasts until reload
  }
}

function remembered(): string | null {
  try {
    return sessionStorage.getItem(RECOVERY_KEY);
  } catch {
    return null;
  }
}

export const recoveryRemembered = (): boolean => remembered() !== null;

export const inviteRemembered = (): boolean => remembered() === INVITE;
