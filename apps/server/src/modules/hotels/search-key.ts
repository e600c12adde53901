import { z } from 'zod';

/**
 * The search key (sk) of /hotelDetail/{id}?sk=: the hotel and the stay, packed into the URL
 * itself, so any server instance re-creates the offer from the deterministic supplier without
 * a database row (DESIGN 5a). It carries no price: the detail page always prices afresh.
 */
export interface SearchKey {
  hotelId: string;
  checkIn: string;
  checkOut: string;
  /** Each room: adults, then the children's ages. */
  rooms: { adults: number; children: number[] }[];
}

const PREFIX = 'v1.';
const packed = z.object({
  h: z.string().min(1).max(40),
  i: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  o: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  r: z
    .array(z.array(z.number().int().min(0).max(99)).min(1).max(10))
    .min(1)
    .max(20),
});

export function encodeSearchKey(key: SearchKey): string {
  const body = {
    h: key.hotelId,
    i: key.checkIn,
    o: key.checkOut,
    r: key.rooms.map((r) => [r.adults, ...r.children]),
  };
  return PREFIX + Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** The key's contents, or null when it is not one of ours. Rules are checked by the caller. */
export function decodeSearchKey(sk: string): SearchKey | null {
  if (!sk.startsWith(PREFIX) || sk.length > 2000) return null;
  try {
    const parsed = packed.safeParse(
      JSON.parse(Buffer.from(sk.slice(PREFIX.length), 'base64url').toString('utf8')),
    );
    if (!parsed.success) return null;
    const { h, i, o, r } = parsed.data;
    return {
      hotelId: h,
      checkIn: i,
      checkOut: o,
      rooms: r.map(([adults = 0, ...children]) => ({ adults, children })),
    };
  } catch {
    return null;
  }
}
