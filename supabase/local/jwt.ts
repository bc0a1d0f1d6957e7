import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';

export type Claims = JWTPayload & { role?: string; [key: string]: unknown };

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

const CLOCK_SKEW_SECONDS = 30;
const CACHE_LIMIT = 5000;

/** HS256 signing and verification; verified tokens are cached (by token text) until they expire. */
export class JwtService {
  private readonly key: Uint8Array;
  private readonly cache = new Map<string, Claims>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: Claims, header: Record<string, unknown> = {}): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header }).sign(this.key);
  }

  async verify(token: string): Promise<Claims> {
    const cached = this.cache.get(token);
    if (cached) {
      if (cached.exp === undefined || cached.exp + CLOCK_SKEW_SECONDS > Date.now() / 1000) return cached;
      this.cache.delete(token);
      throw new JwtError('JWT expired', true);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        clockTolerance: CLOCK_SKEW_SECONDS,
      });
      if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(token, payload as Claims);
      return payload as Claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new JwtError('JWT expired', true);
      if (error instanceof errors.JWSSignatureVerificationFailed)
        throw new JwtError('JWSError JWSInvalidSignature');
      throw new JwtError(error instanceof errors.JOSEError ? error.message : 'JWSError JWSInvalidSignature');
    }
  }
}
