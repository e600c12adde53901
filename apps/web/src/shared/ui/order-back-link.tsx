import { Link } from 'react-router';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { useSession } from '../session/session-store';

/**
 * The way back from an order page: a signed-in traveller goes back to My Trips; a guest, who has
 * no trips list, goes back to the booking look-up (/searchBookings).
 */
export function OrderBackLink() {
  const { isSignedIn } = useSession();
  const [to, label] = isSignedIn
    ? [paths.myBooking.url(), 'My Trips']
    : [paths.searchBookings.url(), 'Find your booking'];
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
