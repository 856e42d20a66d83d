import { Secret, TOTP, URI } from "otpauth";

/*
 * Authenticator-app codes for two-factor tests. Accepts the otpauth:// URI the setup screen encodes
 * in its QR code, or the base32 secret it shows for typing in (spaces and case do not matter).
 */
function totpOf(secretOrUri: string): TOTP {
  const value = secretOrUri.trim();
  if (value.toLowerCase().startsWith("otpauth://")) {
    const otp = URI.parse(value);
    if (!(otp instanceof TOTP)) throw new Error(`Not a TOTP URI: ${value}`);
    return otp;
  }
  const base32 = value.replace(/[\s-]/g, "").toUpperCase();
  return new TOTP({ secret: Secret.fromBase32(base32), algorithm: "SHA1", digits: 6, period: 30 });
}

/** The current 6-digit code. */
export function totpCode(secretOrUri: string): string {
  return totpOf(secretOrUri).generate();
}
