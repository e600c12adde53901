import type { HotelDetail, RoomTypeOffer } from '@farewise/domain/hotels/hotel-detail.schemas';
import {
  HOTEL_AMENITIES,
  reviewLabel,
  type HotelAmenity,
  type HotelSearchQueryParsed,
} from '@farewise/domain/hotels/hotel-search.schemas';
import { pickCurrency, type Currency } from '@farewise/domain/money/currency';
import type { Clock } from '../../shared/clock.ts';
import { hotelAddress, type Hotel } from '../../suppliers/hotels/index.ts';
import type { HotelSupplier, Stay } from '../../suppliers/hotels/hotel-supplier.ts';
import { ROOM_AMENITIES, ROOM_KINDS } from '../../suppliers/hotels/index.ts';
import { photoPath } from '../../suppliers/hotels/index.ts';
import {
  addDays,
  cancellationDeadline,
  fits,
  ratePlansOf,
  stayPrice,
  taxRate,
} from '../../suppliers/hotels/index.ts';
import { seededRandom } from '../../suppliers/hotels/index.ts';
import { amenityCodes, distanceText, hotelPhoto, ratePolicyOf } from './hotel-cards.ts';
import { createHotelReco } from './hotel-reco.ts';
import type { HotelInventory } from './hotel-inventory.ts';
import type { HotelRates } from './hotel-rates.ts';
import type { HotelSearchService } from './hotel-search.service.ts';
import { destinationUnknown, hotelNotFound, searchKeyInvalid } from './hotels.errors.ts';
import { checkedStay } from './search-criteria.ts';
import { decodeSearchKey, encodeSearchKey } from './search-key.ts';

const PHOTOS_PER_HOTEL = 6;

function description(hotel: Hotel, cityName: string, district: string): string {
  const r = seededRandom(`description:${hotel.id}`);
  const opener = r.pick([
    `${hotel.name} is a ${hotel.stars}-star hotel in ${district}, ${cityName}.`,
    `Set in ${district}, ${hotel.name} puts ${cityName} on your doorstep.`,
    `${hotel.name} offers ${hotel.stars}-star comfort in the ${district} area of ${cityName}.`,
  ]);
  const rooms = r.pick([
    'Rooms are quiet and simply furnished.',
    'Rooms are bright, with large windows.',
    'Every room has a work desk and blackout curtains.',
  ]);
  const extra = r.pick([
    'Staff at the front desk can help with tickets and tours.',
    'The neighbourhood has cafés, shops and public transport within a short walk.',
    'Guests praise the location and the helpful staff.',
  ]);
  return `${opener} ${rooms} ${extra} The centre is ${hotel.distanceKm.toFixed(1)} km away.`;
}

export function createHotelDetailService(deps: {
  supplier: HotelSupplier;
  rates: HotelRates;
  clock: Clock;
  inventory: HotelInventory;
  search: HotelSearchService;
}) {
  const { supplier, rates, clock, inventory, search } = deps;
  const recommended = createHotelReco(deps);

  function hotelOr404(id: string): Hotel {
    const hotel = supplier.hotel(id);
    if (!hotel) throw hotelNotFound();
    return hotel;
  }

  /** The stay of an sk, checked with the form's rules; without sk, one night from tomorrow for 2 adults. */
  function stayOf(hotelId: string, sk: string | undefined, now: Date): Stay {
    if (!sk) {
      const tomorrow = addDays(now.toISOString().slice(0, 10), 1);
      return {
        checkIn: tomorrow,
        checkOut: addDays(tomorrow, 1),
        rooms: [{ adults: 2, children: [] }],
      };
    }
    const key = decodeSearchKey(sk);
    if (!key || key.hotelId !== hotelId) throw searchKeyInvalid();
    const Rooms = key.rooms.map((r, i) => ({
      Index: i,
      AdultNumber: r.adults,
      childNumber: r.children.length,
      ChildAge: r.children,
    }));
    return checkedStay({ CheckIn: key.checkIn, CheckOut: key.checkOut, Rooms }, now, {
      needDestination: false,
    });
  }

  return {
    /** POST /v3/hotel/sk. */
    searchKey({ HotelId, Query }: { HotelId: string; Query: HotelSearchQueryParsed }): {
      sk: string;
      HotelId: string;
    } {
      hotelOr404(HotelId);
      const stay = checkedStay(Query, clock.now(), { needDestination: false });
      return { HotelId, sk: encodeSearchKey({ hotelId: HotelId, ...stay }) };
    },

    /** POST /v3/hotel/hnames: names of a destination's hotels matching k, best-rated first. */
    hotelNames({ Query, k }: { Query: { Destination: string; Country: string }; k: string }) {
      const destination = supplier.resolve({ id: Query.Country, text: Query.Destination });
      if (!destination) throw destinationUnknown();
      const needle = k.trim().toLowerCase();
      const list = search
        .candidates(destination)
        .filter((h) => !needle || h.name.toLowerCase().includes(needle))
        .sort((a, b) => b.recommendScore - a.recommendScore || a.index - b.index)
        .slice(0, 20)
        .map((h) => ({
          HotelId: h.id,
          Name: h.name,
          Stars: h.stars,
          District: supplier.city(h.cityIndex).districts[h.districtIndex]?.name ?? '',
        }));
      return { list };
    },

    /** POST /v3/hotel/hdetail: every room type and rate plan priced for the stay; availability from one indexed query. */
    async detail({
      HotelId,
      sk,
      Currency: requested,
    }: {
      HotelId: string;
      sk?: string;
      Currency?: Currency;
    }): Promise<HotelDetail> {
      const hotel = hotelOr404(HotelId);
      const now = clock.now();
      const stay = supplier.stayContext(stayOf(HotelId, sk, now));
      const city = supplier.city(hotel.cityIndex);
      const currency = pickCurrency(requested);
      const perUsd = rates.perUsd(currency);
      const factors = stay.factorsFor(city);
      const tax = taxRate(city.countryCode);
      const deadline = cancellationDeadline(hotel, city, stay.checkIn);
      const available = await inventory.availability({ hotel, nights: stay.nights });
      const district = city.districts[hotel.districtIndex]?.name ?? '';
      const guestsFor = (fitsRooms: number[]) =>
        fitsRooms.length
          ? Math.max(
              ...fitsRooms.map(
                (i) => (stay.rooms[i]?.adults ?? 0) + (stay.rooms[i]?.children.length ?? 0),
              ),
            )
          : 2;

      const rooms: RoomTypeOffer[] = hotel.roomTypes.map((rt, n) => {
        const kind = ROOM_KINDS[rt.kind] as (typeof ROOM_KINDS)[number];
        const fitsRooms = stay.rooms.flatMap((r, i) =>
          fits(rt, r.adults, r.children.length) ? [i] : [],
        );
        // Priced for the largest party of the search this type can hold (breakfast is per guest).
        const guests = guestsFor(fitsRooms);
        const r = seededRandom(`room:${hotel.id}:${rt.id}`);
        return {
          RoomTypeId: rt.id,
          Name: kind.name,
          Bed: kind.bed,
          SizeM2: rt.sizeM2,
          MaxAdults: kind.maxAdults,
          MaxOccupancy: kind.maxOccupancy,
          Photo: photoPath(`${hotel.id}-r${n + 1}`),
          Amenities: ROOM_AMENITIES.filter((_, i) => i < 4 || r.chance(0.25 + hotel.stars * 0.1)),
          Available: available.get(rt.id) ?? 0,
          FitsRooms: fitsRooms,
          RatePlans: ratePlansOf(hotel)
            .filter((plan) => !plan.refundable || deadline.utcMs > now.getTime())
            .map((plan) => {
              const nightly: number[] = [];
              const price = stayPrice({
                hotel,
                roomType: rt,
                plan,
                factors,
                guests,
                perUsd,
                taxRate: tax,
                nightly,
              });
              return {
                ...ratePolicyOf(plan, plan.refundable ? deadline : null, city.timeZone),
                RatePlanId: plan.code,
                Name: plan.name,
                Refundable: plan.refundable,
                PricePerNight: Math.round(price.total / Math.max(1, nightly.length)),
                TotalPrice: price.total,
                TaxesAndFees: price.taxes,
                NightlyPrices: nightly.map((Price, i) => ({
                  Date: stay.nights[i] as string,
                  Price,
                })),
              };
            })
            .sort((a, b) => a.TotalPrice - b.TotalPrice),
        };
      });

      return {
        HotelId: hotel.id,
        Name: hotel.name,
        Stars: hotel.stars,
        ReviewScore: hotel.reviewScore10 / 10,
        ReviewCount: hotel.reviewCount,
        ReviewLabel: reviewLabel(hotel.reviewScore10 / 10),
        Description: description(hotel, city.name, district),
        Address: hotelAddress(hotel, city),
        District: district,
        CityId: `c${city.id}`,
        CityName: city.name,
        CountryCode: city.countryCode,
        CountryName: city.countryName,
        Lat: hotel.lat,
        Lon: hotel.lon,
        DistanceKm: hotel.distanceKm,
        DistanceText: distanceText(hotel.distanceKm, false),
        TimeZone: city.timeZone,
        CheckInFrom: hotel.checkInFrom,
        CheckOutUntil: hotel.checkOutUntil,
        Amenities: amenityCodes(hotel.amenities).map((code) => ({
          Code: code,
          Label: HOTEL_AMENITIES[code as HotelAmenity],
        })),
        Photos: Array.from({ length: PHOTOS_PER_HOTEL }, (_, i) => hotelPhoto(hotel, i)),
        Stay: {
          CheckIn: stay.checkIn,
          CheckOut: stay.checkOut,
          Nights: stay.nights.length,
          Rooms: stay.rooms.map((r, i) => ({
            Index: i,
            AdultNumber: r.adults,
            childNumber: r.children.length,
            ChildAge: r.children,
          })),
        },
        Currency: currency,
        Rooms: rooms,
        sk: encodeSearchKey({
          hotelId: hotel.id,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          rooms: stay.rooms,
        }),
      };
    },

    recommended,
  };
}
export type HotelDetailService = ReturnType<typeof createHotelDetailService>;
