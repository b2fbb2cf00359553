import { createHash } from 'node:crypto';

/** The SHA-256 of `data` (a string as UTF-8), in hex. */
export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
