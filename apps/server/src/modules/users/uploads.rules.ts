import { UPLOAD_MAX_BYTES } from './uploads.table.ts';

export { UPLOAD_MAX_BYTES };
/** At most 10 files per upload (SPEC 9). */
export const UPLOAD_MAX_FILES = 10;
/** Pictures one user or guest token may keep (DESIGN 3: nothing unbounded). */
export const UPLOADS_PER_OWNER_LIMIT = 200;

export interface ImageType {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The picture type from the file's first bytes (its magic number), never from its name or the
 * browser's content type: a renamed text file is not a picture. null for anything else.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  return null;
}

/** Stored names are made by the server: 32 hex characters and a known extension, nothing else. */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(?:png|jpg|gif|webp)$/;

export const CONTENT_TYPE_BY_EXTENSION: Record<string, ImageType['contentType']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
