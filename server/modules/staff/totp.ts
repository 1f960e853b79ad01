// Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s), the kind every authenticator app
// reads from a QR code. A code is accepted one step either side of now, for clocks that drift.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_ISSUER = '澄源基因运营后台';
const PERIOD = 30;
const WINDOW = 1;

const totpFor = (secret: string, label = 'staff') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The time step the code belongs to (so it can be accepted only once), or null when it is wrong. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
}

/** The code an authenticator shows at `now` (tests, and nothing else, need to make one). */
export const totpCode = (secret: string, now: Date): string => totpFor(secret).generate({ timestamp: now.getTime() });

/** The otpauth:// address and its QR code as SVG, for the enrolment page. */
export async function totpEnrolment(secret: string, email: string): Promise<{ otpauth_url: string; qrcode: string }> {
  const url = totpFor(secret, email).toString();
  return { otpauth_url: url, qrcode: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}
