import { createHash, randomBytes } from 'node:crypto';

/** The key of an emailed link (an order's, a quotation's): 192 random bits, URL-safe. */
export const newLinkKey = () => randomBytes(24).toString('base64url');

/** What is stored of a link's key (or another secret): its SHA-256, never the key itself. */
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');
