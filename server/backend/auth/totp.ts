/**
 * Authenticator codes (RFC 6238 through otplib 13): SHA-1, 6 digits, 30-second steps, accepted one
 * step either side of now. Replay protection is the caller's: a code is accepted only when its
 * step is later than the last accepted step stored on the user.
 */
import { generateSecret, generateURI, verify } from "otplib";

export const TOTP_ISSUER = "BARK Back Office";
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** How many steps before or after the current one a code may come from. */
export const TOTP_WINDOW_STEPS = 1;

/** A new base32 secret of 20 random bytes (160 bits). */
export const newTotpSecret = () => generateSecret({ length: 20 });

/** The otpauth:// address an authenticator app scans (label `BARK Back Office:{email}`, URI-encoded). */
export const totpConfigUrl = (email: string, secret: string) =>
  generateURI({
    issuer: TOTP_ISSUER,
    label: email,
    secret,
    algorithm: "sha1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** The step a code matched in, or null when the code is not valid within the window. */
export async function verifyTotp(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      algorithm: "sha1",
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    // A malformed stored secret is "not valid", never a 500.
    return null;
  }
}
