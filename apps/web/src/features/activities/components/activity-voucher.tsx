import { QRCodeSVG } from 'qrcode.react';
import { formatDate } from '@farewise/domain/shared/dates';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { partyText } from '@farewise/domain/activities/activity.rules';
import type { ActivityOrderInfo } from '@farewise/domain/activities/activity.schemas';
import { formatDuration } from '@farewise/domain/shared/duration';
import classes from './activities.module.css';

/** The printable voucher of a paid order: what, when, where, who, and a QR code the operator scans. */
export function ActivityVoucher({ order }: { order: ActivityOrderInfo }) {
  if (!order.voucher) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="voucher-title"
      className="activity-voucher"
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Title order={2} size="h4" id="voucher-title">
            Voucher
          </Title>
          <Text fw={700}>{order.product.title}</Text>
          <Text size="sm">{order.option.name}</Text>
          <Text size="sm">
            {formatDate(order.date)} at {order.time} (local time) ·{' '}
            {formatDuration(order.product.durationMinutes)}
          </Text>
          <Text size="sm">
            Meeting point: {order.product.meetingPoint.name}, {order.product.meetingPoint.address}
          </Text>
          <Text size="sm">
            Lead traveller: {order.lead.given_name} {order.lead.surname} · {partyText(order.party)}
          </Text>
          <Text size="sm">
            Order {order.orderNo} · Voucher code{' '}
            <Text span ff="monospace" fw={700} data-testid="voucher-code">
              {order.voucher.code}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            Show this voucher on your phone or printed at the meeting point 15 minutes before the
            start.
          </Text>
        </Stack>
        <Stack align="center" gap={4}>
          <QRCodeSVG
            value={order.voucher.qrText}
            size={148}
            level="M"
            marginSize={2}
            role="img"
            aria-label={`QR code of voucher ${order.voucher.code}`}
          />
          <Text size="xs" c="dimmed">
            Scan at check-in
          </Text>
        </Stack>
      </Group>
      <Button mt="md" variant="light" onClick={() => window.print()} className={classes.noPrint}>
        Print voucher
      </Button>
    </Paper>
  );
}
