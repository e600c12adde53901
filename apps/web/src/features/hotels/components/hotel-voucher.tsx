import './hotel-search-styles';
import { formatDate } from '@farewise/domain/shared/dates';
import './hotel-results-styles';
import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMedia } from '../../../shared/ui/use-media';
import { IconAlertTriangle, IconDownload, IconPrinter, IconTicket } from '@tabler/icons-react';
import { formatMoney } from '@farewise/domain/money/format';
import type { HotelVoucher } from '@farewise/domain/orders/hotel-order.schemas';
import { partyText } from '@farewise/domain/shared/party';
import { useHotelVoucher } from '../api/hotel-order';
import { loadingState } from '../../../shared/ui/loading-state';

const day = (date: string) => formatDate(date);

const escape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const guestText = (g: HotelVoucher['Guests'][number]) =>
  partyText({ adults: g.Adults, children: g.Children, childAges: g.ChildAges });

/** The facts of a voucher, in order, as label and value: the page and the file show the same. */
function voucherFacts(v: HotelVoucher): [string, string][] {
  return [
    ['Order number', v.insideOrderNo],
    ['Hotel confirmation number', v.confirmationNo ?? 'Being confirmed by the hotel'],
    ['Status', v.statusText],
    ['Hotel', v.HotelName],
    ['Address', v.Address],
    ['Check-in', `${day(v.CheckIn)}, from ${v.CheckInFrom}`],
    ['Check-out', `${day(v.CheckOut)}, until ${v.CheckOutUntil}`],
    ['Nights', String(v.Nights)],
    ['Room', `${v.RoomName}, ${v.RatePlanName}`],
    ['Meals', v.BreakfastText],
    ['Lead contact', v.LeadContact],
    ['Total paid', formatMoney(v.TotalPrice, v.Currency)],
    ['Cancellation', v.PolicyText],
    ...(v.SpecialRequests ? [['Special requests', v.SpecialRequests] as [string, string]] : []),
  ];
}

/** A self-contained, printable HTML page of the voucher (no scripts, inline styles only). */
export function voucherHtml(v: HotelVoucher): string {
  const rows = voucherFacts(v)
    .map(([k, val]) => `<tr><th>${escape(k)}</th><td>${escape(val)}</td></tr>`)
    .join('');
  const guests = v.Guests.map(
    (g) =>
      `<tr><td>Room ${g.Room}</td><td>${escape(g.Name)}</td><td>${escape(guestText(g))}</td></tr>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hotel voucher ${escape(v.insideOrderNo)}</title>
<style>body{font-family:Arial,sans-serif;color:#1a1b1e;max-width:720px;margin:24px auto;padding:0 16px}h1{font-size:22px;margin:0 0 4px}
table{border-collapse:collapse;width:100%;margin:12px 0}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #dee2e6;vertical-align:top;font-size:14px}
th{width:38%;color:#495057;font-weight:600}.note{font-size:12px;color:#495057}</style></head><body>
<h1>Hotel voucher</h1><p class="note">Show this voucher at check-in with a photo ID. Issued ${escape(new Date(v.IssuedAt).toUTCString())}.</p>
<table>${rows}</table><h2 style="font-size:16px">Guests</h2><table>${guests}</table>
<p class="note">Farewise acts as an intermediary; the stay is provided by the hotel.</p></body></html>`;
}

/** Prints the voucher from a hidden frame, so only the voucher is printed (or saved as PDF). */
function printVoucher(v: HotelVoucher) {
  const frame = document.createElement('iframe');
  frame.title = 'Voucher to print';
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.srcdoc = voucherHtml(v);
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    window.setTimeout(() => frame.remove(), 60_000);
  };
  document.body.appendChild(frame);
}

function downloadVoucher(v: HotelVoucher) {
  const url = URL.createObjectURL(new Blob([voucherHtml(v)], { type: 'text/html' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `hotel-voucher-${v.insideOrderNo}.html`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function VoucherView({ voucher }: { voucher: HotelVoucher }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Show this voucher at check-in with a photo ID.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} component="dl" m={0}>
        {voucherFacts(voucher).map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Divider />
      <Table fz="sm" verticalSpacing={4} aria-label="Guests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Room</Table.Th>
            <Table.Th>Lead guest</Table.Th>
            <Table.Th>Guests</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {voucher.Guests.map((g) => (
            <Table.Tr key={g.Room}>
              <Table.Td>{g.Room}</Table.Td>
              <Table.Td>{g.Name}</Table.Td>
              <Table.Td>{guestText(g)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="sm">
        <Button
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => printVoucher(voucher)}
        >
          Print or save as PDF
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => downloadVoucher(voucher)}
        >
          Download voucher
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * 'View voucher' on a paid booking: /hotel/ticket's voucher in a dialog (full screen on a phone),
 * to print, save as PDF or download as a page. Guests reach it with their order token.
 */
export function HotelVoucherButton({ insideOrderNo }: { insideOrderNo: string }) {
  const [opened, setOpened] = useState(false);
  const phone = useMedia('(max-width: 36em)');
  // Asked with the order, not when opened: a paid booking's voucher is then saved on this device
  // with it and opens without a connection too (decision 020).
  const voucher = useHotelVoucher(insideOrderNo, true);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconTicket size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        View voucher
      </Button>
      {/* Built from Modal's parts, as the site's dialogs are: a <div> title bar (a <header>
          would be read as a second page banner) and a named close button. */}
      <Modal.Root
        opened={opened}
        onClose={() => setOpened(false)}
        size="lg"
        fullScreen={phone}
        radius={phone ? 0 : 'lg'}
        centered
      >
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title fw={700} fz="h3">
              Hotel voucher
            </Modal.Title>
            <Modal.CloseButton aria-label="Close the voucher" />
          </Modal.Header>
          <Modal.Body>
            {voucher.isError ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title="We could not load the voucher"
                icon={<IconAlertTriangle size={18} aria-hidden />}
              >
                <Text size="sm" mb="xs">
                  {voucher.error.message}
                </Text>
                <Button
                  size="xs"
                  variant="white"
                  color="red"
                  onClick={() => void voucher.refetch()}
                >
                  Try again
                </Button>
              </Alert>
            ) : !voucher.data ? (
              <Stack gap="xs" {...loadingState('Loading voucher')}>
                <Skeleton height={18} width="50%" />
                <Skeleton height={120} />
              </Stack>
            ) : (
              <VoucherView voucher={voucher.data} />
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
