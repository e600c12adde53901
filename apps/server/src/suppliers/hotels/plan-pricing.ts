import type { Hotel, RoomType } from './hotel-catalog.ts';
import type { StayRoom } from './hotel-supplier.ts';
import { ROOM_KINDS } from './hotel-words.ts';
import {
  baseAllotment,
  kindFits,
  RATE_PLAN_KINDS,
  roomNightUsdCents,
  type RatePlanKind,
} from './stay-pricing.ts';

/** The plans' room price factors (0.88 non-refundable, 1 flexible): a room type's nights are summed once per factor. */
const PLAN_FACTORS = [...new Set(Object.values(RATE_PLAN_KINDS).map((p) => p.factor))];

/**
 * One hotel's rate plans priced for a stay, room by room, with the same numbers as stayPrice
 * (each night's room price rounded, plus breakfast per guest, taxes on the room's sum): a room
 * type's nights are summed once per plan factor and shared by the plans and rooms that use it,
 * where stayPrice would add them up again for every plan and room. All sums are whole minor
 * units, so adding the breakfast once per stay gives exactly stayPrice's per-night sum.
 *
 * The search's price list reuses one pricer hotel after hotel (`reset`), so pricing a
 * destination allocates nothing per hotel; pricing is synchronous, so nothing interleaves.
 */
export class PlanPricer {
  private hotel: Hotel | null = null;
  private factors: readonly number[] = [];
  private nightDays: readonly number[] = [];
  private rooms: readonly StayRoom[] = [];
  /** Per room of the stay, bit k set when ROOM_KINDS[k] holds it (worked out once per rooms list). */
  private fitMasks: number[] = [];
  private perUsd = 1;
  private tax = 0;
  private available: ((roomType: RoomType) => number) | undefined;
  /** Rooms free on every night per room type (-1: not worked out yet). */
  private left = new Float64Array(16);
  /** sums[t * PLAN_FACTORS.length + slot]: room type t's room price over the nights (-1: not yet). */
  private sums = new Float64Array(16 * PLAN_FACTORS.length);
  /** Rooms of each type the last `seat` used. */
  used = new Int32Array(16);
  /** The last `seat`'s sums over its rooms. */
  subtotal = 0;
  taxes = 0;

  reset(opts: {
    hotel: Hotel;
    factors: readonly number[];
    nightDays: readonly number[];
    rooms: readonly StayRoom[];
    perUsd: number;
    taxRate: number;
    available?: ((roomType: RoomType) => number) | undefined;
  }): this {
    this.hotel = opts.hotel;
    this.factors = opts.factors;
    this.nightDays = opts.nightDays;
    if (opts.rooms !== this.rooms) {
      this.rooms = opts.rooms;
      this.fitMasks = opts.rooms.map((room) => {
        let mask = 0;
        for (let k = 0; k < ROOM_KINDS.length; k++)
          if (kindFits(k, room.adults, room.children.length)) mask |= 1 << k;
        return mask;
      });
    }
    this.perUsd = opts.perUsd;
    this.tax = opts.taxRate;
    this.available = opts.available;
    const types = opts.hotel.roomTypes.length;
    if (types > this.left.length) {
      this.left = new Float64Array(types);
      this.sums = new Float64Array(types * PLAN_FACTORS.length);
      this.used = new Int32Array(types);
    }
    this.left.fill(-1, 0, types);
    this.sums.fill(-1, 0, types * PLAN_FACTORS.length);
    return this;
  }

  /** Rooms of type t free on every night: the caller's count, else the supplier's allotment. */
  availableOf(t: number): number {
    let n = this.left[t] as number;
    if (n < 0) {
      const hotel = this.hotel as Hotel;
      if (this.available) n = this.available(hotel.roomTypes[t] as RoomType);
      else {
        n = Infinity;
        for (let i = 0; i < this.nightDays.length; i++)
          n = Math.min(
            n,
            baseAllotment(hotel, t, this.nightDays[i] as number, this.factors[i] as number),
          );
      }
      this.left[t] = n;
    }
    return n;
  }

  /** Type t's room price summed over the nights for a plan factor, as stayPrice adds it up. */
  private roomSum(t: number, plan: RatePlanKind): number {
    const at = t * PLAN_FACTORS.length + PLAN_FACTORS.indexOf(plan.factor);
    let sum = this.sums[at] as number;
    if (sum < 0) {
      const hotel = this.hotel as Hotel;
      const roomType = hotel.roomTypes[t] as RoomType;
      sum = 0;
      for (const factor of this.factors)
        sum += Math.max(
          1,
          Math.round(roomNightUsdCents(hotel, roomType, factor) * plan.factor * this.perUsd),
        );
      this.sums[at] = sum;
    }
    return sum;
  }

  /**
   * Gives each room of the stay, in order, the cheapest type that fits it and still has a room
   * free on the plan (the first such type on a tie); false when a room finds none. Leaves
   * `used`, `subtotal` and `taxes`, and pushes the chosen types to `chosen` when given.
   */
  seat(plan: RatePlanKind, chosen?: RoomType[]): boolean {
    const hotel = this.hotel as Hotel;
    const types = hotel.roomTypes;
    const nights = this.factors.length;
    const breakfast = plan.breakfast ? Math.round(hotel.breakfastUsdCents * this.perUsd) : 0;
    this.used.fill(0, 0, types.length);
    this.subtotal = 0;
    this.taxes = 0;
    for (let r = 0; r < this.rooms.length; r++) {
      const room = this.rooms[r] as StayRoom;
      const fitMask = this.fitMasks[r] as number;
      const extra = breakfast * (room.adults + room.children.length) * nights;
      let best = -1;
      let bestSubtotal = 0;
      let bestTaxes = 0;
      for (let t = 0; t < types.length; t++) {
        const kind = (types[t] as RoomType).kind;
        if (kind > 30 || ((fitMask >> kind) & 1) === 0) continue;
        if ((this.used[t] as number) >= this.availableOf(t)) continue;
        const subtotal = this.roomSum(t, plan) + extra;
        const taxes = Math.round(subtotal * this.tax);
        if (best < 0 || subtotal + taxes < bestSubtotal + bestTaxes) {
          best = t;
          bestSubtotal = subtotal;
          bestTaxes = taxes;
        }
      }
      if (best < 0) return false;
      this.used[best] = (this.used[best] as number) + 1;
      chosen?.push(types[best] as RoomType);
      this.subtotal += bestSubtotal;
      this.taxes += bestTaxes;
    }
    return true;
  }
}
