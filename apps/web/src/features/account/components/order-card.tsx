import { Fragment } from 'react';
import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import {
  IconArrowRight,
  IconBuilding,
  IconCalendar,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { orderStatusLabel } from '@farewise/domain/orders/order-status';
import { partyText } from '@farewise/domain/shared/party';
import { paths } from '../../../config/paths';
import { activityPaths } from '../../../config/activity-paths';
import type {
  ActivityOrderListItem,
  FlightOrderListItem,
  HotelOrderListItem,
  OrderListItem,
} from '../api/orders-mix';
import { formatDateTime, formatDay, formatPrice } from './format';
import classes from './order-card.module.css';

const TONES = [
  '#0b5cad',
  '#9a3412',
  '#1b5e20',
  '#6a1b9a',
  '#b71c1c',
  '#004d61',
  '#4e342e',
  '#283593',
];
function toneOf(code: string): string {
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length]!;
}

/** The airline mark by validating carrier (SPEC 9: the logo is picked by carrier code). */
export function AirlineBadge({ code }: { code: string }) {
  return (
    <span
      role="img"
      aria-label={`Airline ${code}`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: 44,
        height: 44,
        borderRadius: '50%',
        background: toneOf(code || '?'),
        color: '#fff',
        fontWeight: 700,
        fontSize: 15,
      }}
    >
      {code || '?'}
    </span>
  );
}

/** Awaiting payment and cancellations stand out; the rest are calm. Text tones pass 4.5:1 on the light badge. */
function statusTone(label: string): { color: string; text: string } {
  if (/awaiting/i.test(label)) return { color: 'orange', text: '#8a3300' };
  if (/cancel|abnormal/i.test(label)) return { color: 'red', text: '#a11a1a' };
  if (/refund/i.test(label)) return { color: 'grape', text: '#6a1b9a' };
  if (/completed/i.test(label)) return { color: 'gray', text: '#37474f' };
  return { color: 'teal', text: '#0b5e45' };
}

export function StatusBadge({ status, text }: { status: string | number; text?: string }) {
  const label = text ?? orderStatusLabel(status);
  const tone = statusTone(label);
  return (
    <Badge
      variant="light"
      color={tone.color}
      c={tone.text}
      style={{ textTransform: 'none' }}
      size="lg"
    >
      {label}
    </Badge>
  );
}

function FlightOrderCard({ order, search }: { order: FlightOrderListItem; search: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <AirlineBadge code={order.validatingCarrier} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Link to={paths.flightsOrderDetails.url(order.oid, search)} className={classes.title}>
              <Group gap={6} wrap="wrap" component="span">
                <span className={classes.spoken}>Flight</span>{' '}
                <Text fw={700} size="lg" component="span">
                  {order.from_dep_en}
                </Text>
                {[order.from_arr_en, ...(order.onward_en ?? [])].map((city, i) => (
                  <Fragment key={i}>
                    <IconArrowRight size={18} aria-hidden />{' '}
                    <span className={classes.spoken}>to</span>{' '}
                    <Text fw={700} size="lg" component="span">
                      {city}
                    </Text>
                  </Fragment>
                ))}{' '}
                <span className={classes.spoken}>({orderStatusLabel(order.status)})</span>
              </Group>
            </Link>
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">Departs {formatDateTime(order.from_dep_time)}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text size="sm">{partyText({ adults: order.adt_num, children: order.chd_num })}</Text>
            </Group>
            <Text size="xs" c="dimmed">
              Order {order.order_no ?? order.oid} · booked {formatDateTime(order.order_time)}
            </Text>
          </Stack>
        </Group>
        <Stack gap={6} align="flex-end" ml="auto">
          <StatusBadge status={order.status} />
          <Text fw={700} size="lg">
            {formatPrice(order.total_price, order.currency)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function HotelOrderCard({ order }: { order: HotelOrderListItem }) {
  const image = order.room_image?.[0]?.Href;
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          {image ? (
            <Image
              src={image}
              alt=""
              w={88}
              h={72}
              radius="sm"
              fit="cover"
              style={{ flex: 'none' }}
            />
          ) : (
            <Stack
              w={88}
              h={72}
              align="center"
              justify="center"
              bg="gray.1"
              style={{ borderRadius: 4, flex: 'none' }}
            >
              <IconBuilding size={28} aria-hidden />
            </Stack>
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Link to={paths.hotelOrderDetail.url(order.inside_order_no)} className={classes.title}>
              <span className={classes.spoken}>Hotel</span>{' '}
              <Text fw={700} size="lg" component="span" style={{ wordBreak: 'break-word' }}>
                {order.name}
              </Text>{' '}
              <span className={classes.spoken}>({orderStatusLabel(order.status)})</span>
            </Link>
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">
                {formatDay(order.check_in)} – {formatDay(order.check_out)}
              </Text>
            </Group>
            <Text size="sm">
              {order.room_num} {order.room_num === 1 ? 'room' : 'rooms'}
            </Text>
            <Text size="xs" c="dimmed">
              Order {order.inside_order_no} · booked {formatDateTime(order.booking_time)}
            </Text>
          </Stack>
        </Group>
        <Stack gap={6} align="flex-end" ml="auto">
          <StatusBadge status={order.status} />
          <Text fw={700} size="lg">
            {formatPrice(order.price_total?.total, order.price_total?.currency ?? '')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function ActivityOrderCard({ order }: { order: ActivityOrderListItem }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          {order.photo ? (
            <Image
              src={order.photo}
              alt=""
              w={88}
              h={72}
              radius="sm"
              fit="cover"
              style={{ flex: 'none' }}
            />
          ) : (
            <IconTicket size={28} aria-hidden />
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Link to={activityPaths.orderDetail.url(order.order_no)} className={classes.title}>
              <span className={classes.spoken}>Activity</span>{' '}
              <Text fw={700} size="lg" component="span" style={{ wordBreak: 'break-word' }}>
                {order.name}
              </Text>{' '}
              <span className={classes.spoken}>({order.status_text})</span>
            </Link>
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">
                {formatDay(order.date)} at {order.time} · {order.city}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text size="sm">
                {partyText({ adults: order.adt_num, children: order.chd_num })}
                {order.inf_num
                  ? `, ${order.inf_num} ${order.inf_num === 1 ? 'infant' : 'infants'}`
                  : ''}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              Order {order.order_no} · booked {formatDateTime(order.booking_time)}
            </Text>
          </Stack>
        </Group>
        <Stack gap={6} align="flex-end" ml="auto">
          <StatusBadge status={order.status} text={order.status_text} />
          <Text fw={700} size="lg">
            {formatPrice(order.price_total?.total, order.price_total?.currency ?? '')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** One order of the orders list (SPEC 2.9, 3). `search` is the query string carried to a flight order. */
export function OrderCard({ order, search }: { order: OrderListItem; search: string }) {
  if (order.order_type === 1) return <FlightOrderCard order={order} search={search} />;
  if (order.order_type === 2) return <HotelOrderCard order={order} />;
  return <ActivityOrderCard order={order} />;
}
