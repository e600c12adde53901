import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@farewise/domain/shared/dates';
import { useNavigate } from 'react-router';
import { Alert, Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useMedia } from '../../../shared/ui/use-media';
import { formatMoney } from '@farewise/domain/money/format';
import type { HotelDetail } from '@farewise/domain/hotels/hotel-detail.schemas';
import { paths } from '../../../config/paths';
import { useSession } from '../../../shared/session/session-store';
import { openLogin } from '../../../shared/dialogs/dialog-store';
import { rememberHotelForLogin } from '../../../shared/session/after-login';
import { HotelStayEditor, type StayValues } from './hotel-stay-editor';
import { RoomTypeCard } from './room-type-card';
import { ProgressiveList } from '../../../shared/ui/progressive-list';
import {
  allChosen,
  choose,
  clearChoice,
  reservationQuery,
  resolveChoices,
  storeChoices,
  storedChoices,
  type RoomChoices,
} from './room-choice';
import type { Renewed } from './hotel-detail-stay-key';
import { HotelAboutSections, HotelDetailHeader, HotelGallery } from './hotel-detail-info';
import { HotelStaySummary, RESERVE_REASON, RESERVE_REASON_ID } from './hotel-stay-summary';
import { plural } from './hotel-stay-text';
import classes from './hotel-results.module.css';

/** A loaded hotel: its details, its rooms to choose from for the stay, and the chosen total. */
export function HotelDetailView({
  hotel,
  renewed,
  onChangeStay,
  changing,
  changeError,
}: {
  hotel: HotelDetail;
  renewed?: Renewed;
  onChangeStay: (stay: StayValues) => void;
  changing: boolean;
  changeError: string | null;
}) {
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const roomCount = hotel.Stay.Rooms.length;
  const [choices, setChoicesState] = useState<RoomChoices>(() =>
    storedChoices(hotel.sk, roomCount),
  );
  const setChoices = (next: RoomChoices) => {
    setChoicesState(next);
    storeChoices(hotel.sk, next);
  };
  const resolved = resolveChoices(hotel, choices);
  const total = resolved.reduce((sum, r) => sum + (r?.plan.TotalPrice ?? 0), 0);
  const ready = allChosen(choices) && resolved.every(Boolean);
  const chosenCount = resolved.filter(Boolean).length;
  const wide = useMedia('(min-width: 62em)');
  // Once the last room is chosen its Choose button is disabled: focus goes on to Reserve.
  const reserveRef = useRef<HTMLButtonElement>(null);
  const [focusReserve, setFocusReserve] = useState(false);
  useEffect(() => {
    if (!focusReserve || !ready) return;
    reserveRef.current?.focus();
    setFocusReserve(false);
  }, [focusReserve, ready]);

  const reserve = () => {
    const url = paths.hotelReservations.url(hotel.HotelId, reservationQuery(hotel.sk, choices));
    if (isSignedIn) return void navigate(url);
    // SPEC 4: after signing in the site comes back here; the guest link books without an account.
    rememberHotelForLogin({ id: hotel.HotelId, sk: hotel.sk });
    openLogin({ onContinueAsGuest: () => void navigate(url) });
  };

  const stayDates = `${formatDate(hotel.Stay.CheckIn)} – ${formatDate(hotel.Stay.CheckOut)}`;

  return (
    <Stack gap="lg" mt="md">
      {renewed === 'expired' && (
        <Alert
          color="blue"
          variant="light"
          role="status"
          className={classes.stayNotice}
          title="These search details had expired"
          icon={<IconCalendarEvent size={18} aria-hidden />}
        >
          The dates in this link have passed or are no longer valid, so the prices below are for{' '}
          {stayDates}, {plural(hotel.Stay.Nights, 'night')}. Change the dates or travellers under
          &lsquo;Choose your rooms&rsquo;.
        </Alert>
      )}
      <HotelDetailHeader hotel={hotel} />

      <HotelGallery hotel={hotel} />

      <div className={classes.detailLayout}>
        <Stack gap="xl">
          <HotelAboutSections hotel={hotel} />

          <section aria-labelledby="rooms-title">
            <Title order={2} size="h3" id="rooms-title" mb={4}>
              Choose your rooms
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Prices are for one room for {plural(hotel.Stay.Nights, 'night')}, taxes and fees
              included. Cancellation deadlines are in the hotel&apos;s local time.
            </Text>
            <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
              <HotelStayEditor
                stay={{
                  CheckIn: hotel.Stay.CheckIn,
                  CheckOut: hotel.Stay.CheckOut,
                  Rooms: hotel.Stay.Rooms.map((r, i) => ({
                    Index: i,
                    AdultNumber: r.AdultNumber,
                    childNumber: r.childNumber,
                    ChildAge: r.ChildAge ?? [],
                  })),
                }}
                onSubmit={onChangeStay}
                pending={changing}
                error={changeError}
              />
            </div>
            <Stack gap="md">
              {/* Below the first screen: the first room, then the others in a background pass. */}
              <ProgressiveList
                items={hotel.Rooms}
                first={1}
                render={(room) => (
                  <RoomTypeCard
                    key={room.RoomTypeId}
                    room={room}
                    currency={hotel.Currency}
                    nights={hotel.Stay.Nights}
                    choices={choices}
                    onChoose={(planId) => {
                      const plan = room.RatePlans.find((p) => p.RatePlanId === planId);
                      if (!plan) return;
                      const next = choose(choices, room, plan);
                      setChoices(next);
                      if (allChosen(next)) setFocusReserve(true);
                    }}
                  />
                )}
              />
            </Stack>
          </section>
        </Stack>

        <HotelStaySummary
          hotel={hotel}
          stayDates={stayDates}
          resolved={resolved}
          total={total}
          ready={ready}
          wide={wide}
          onClear={(i) => setChoices(clearChoice(choices, i))}
          onReserve={reserve}
          reserveRef={wide ? reserveRef : undefined}
        />
      </div>
      {!wide && (
        // On a phone the summary is far below the rooms: the total and Reserve stay in reach.
        <div className={classes.reserveBar}>
          <div>
            <Text size="xs" id={`${RESERVE_REASON_ID}-bar`}>
              {chosenCount} of {plural(roomCount, 'room')} chosen
              {!ready && <VisuallyHidden component="span">. {RESERVE_REASON}</VisuallyHidden>}
            </Text>
            <Text fw={800}>{formatMoney(total, hotel.Currency)}</Text>
          </div>
          <Button
            ref={reserveRef}
            color="accent"
            data-disabled={!ready || undefined}
            aria-disabled={!ready}
            aria-describedby={ready ? undefined : `${RESERVE_REASON_ID}-bar`}
            onClick={(e) => (ready ? reserve() : e.preventDefault())}
          >
            Reserve
          </Button>
        </div>
      )}
    </Stack>
  );
}
