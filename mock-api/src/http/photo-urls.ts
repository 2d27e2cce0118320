import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Drivers' photos are personal data: `/uploads/drivers/<id>.svg` answers only a URL the API
 * signed and handed out with the driver (issue 22). The signature is an HMAC of the path and
 * the expiry with a secret made when the process starts, so it needs no storage, and a restart
 * makes every old URL invalid (the console asks again). URLs are the same for every request
 * within a 10-minute bucket, so browsers can cache the image, and each stays valid for at
 * least 20 minutes after it is issued. Admin avatars stay public.
 *
 * The URL stays relative (`uploads/drivers/12.svg?expires=…&sig=…`), so the console prefixes it
 * with VITE_APP_BASE_URL as before. Logs leave `sig` out (logging.ts, nginx.conf).
 */

const SECRET = randomBytes(32);

/** URLs issued within one bucket are identical. */
export const PHOTO_URL_BUCKET_SECONDS = 600;
/** How long a URL works after the start of its bucket: at least 20 minutes after it is issued. */
export const PHOTO_URL_LIFETIME_SECONDS = 1800;

const signature = (path: string, expires: number) =>
  createHmac('sha256', SECRET).update(`${path}\n${expires}`).digest('base64url');

/** `uploads/drivers/12.svg` → `uploads/drivers/12.svg?expires=1764231000&sig=…`. */
export function signedPhotoUrl(path: string, now = Date.now()): string {
  const bucket = Math.floor(now / 1000 / PHOTO_URL_BUCKET_SECONDS) * PHOTO_URL_BUCKET_SECONDS;
  const expires = bucket + PHOTO_URL_LIFETIME_SECONDS;
  return `${path}?expires=${expires}&sig=${signature(path, expires)}`;
}

/**
 * Seconds the signed request for `path` (no leading slash) stays valid, or null when it is not
 * signed, tampered with or expired.
 */
export function photoUrlValidFor(
  path: string,
  expires: number | undefined,
  sig: string | undefined,
  now = Date.now(),
): number | null {
  if (expires === undefined || sig === undefined) return null;
  const left = expires - Math.floor(now / 1000);
  if (left <= 0 || left > PHOTO_URL_LIFETIME_SECONDS) return null;
  const expected = Buffer.from(signature(path, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
}
