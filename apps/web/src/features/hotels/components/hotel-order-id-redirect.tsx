import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { hotelPayInfoQuery } from '../../../shared/api/hotel-order-confirmation';
import { loadingState } from '../../../shared/ui/loading-state';

/** An order named by its id (the pay and success pages link so): swapped for its insideOrderNo. */
export function OrderIdRedirect({ orderId }: { orderId: string }) {
  const info = useQuery(hotelPayInfoQuery(orderId));
  if (info.data)
    return <Navigate replace to={paths.hotelOrderDetail.url(info.data.insideOrderNo)} />;
  return (
    <Container size="lg" py="md">
      {info.isError ? (
        <Alert
          color="red"
          role="alert"
          title="We could not show this booking"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {info.error.message}
        </Alert>
      ) : (
        <Stack {...loadingState('Loading booking')}>
          <Skeleton height={40} width="40%" />
        </Stack>
      )}
    </Container>
  );
}
