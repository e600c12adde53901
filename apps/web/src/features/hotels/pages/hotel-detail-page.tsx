import '../components/hotel-search-styles';
import { isNotFound, NotFoundState } from '../../../shared/ui/not-found-state';
import '../components/hotel-results-styles';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Anchor, Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { useCurrency } from '../../../shared/currency/use-currency';
import { ApiError } from '../../../shared/api/client';
import { useHotelDetail } from '../api/get-hotel-detail';
import { getSearchKey } from '../api/get-search-key';
import { hotelKeys } from '../api/hotel-keys';
import type { StayValues } from '../components/hotel-stay-editor';
import { stayForNewKey, toQuery, type Renewed } from '../components/hotel-detail-stay-key';
import { DetailSkeleton, ErrorAlert } from '../components/hotel-detail-feedback';
import { HotelDetailView } from '../components/hotel-detail-view';

/**
 * /hotelDetail/{id}?sk= (SPEC 2.1, 4): the hotel and its rooms priced for the stay the sk names.
 * A link without an sk, or whose stay the server refuses (a shared link whose dates have passed),
 * gets a fresh key from /v3/hotel/sk for the traveller's own search dates and rooms; the address
 * is replaced with it, so the page can be shared again. 'Update prices' does the same for a
 * stay changed on the page.
 */
export default function HotelDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const sk = params.get('sk') ?? '';
  const renewed = (location.state as { renewed?: Renewed } | null)?.renewed;
  const currency = useCurrency();
  const detail = useHotelDetail(id, sk, currency, !!sk);
  // Refused once only: a fresh key the server refuses too is an error like any other.
  const refused = !!sk && !renewed && detail.error instanceof ApiError && detail.error.code === 400;
  const needKey = !!id && (!sk || refused);
  const [stay] = useState(stayForNewKey);
  const fresh = useQuery({
    queryKey: hotelKeys.searchKey(id, stay),
    queryFn: ({ signal }) => getSearchKey({ HotelId: id, Query: toQuery(stay) }, signal),
    enabled: needKey,
    retry: false,
    meta: { silent: true },
  });
  const freshSk = fresh.data?.sk;
  useEffect(() => {
    if (!needKey || !freshSk) return;
    const reason: Renewed = sk ? 'expired' : 'missing';
    void navigate(
      { pathname: location.pathname, search: `?sk=${encodeURIComponent(freshSk)}` },
      { replace: true, state: { renewed: reason } },
    );
  }, [needKey, freshSk, sk, location.pathname, navigate]);

  const change = useMutation({
    mutationFn: (next: StayValues) => getSearchKey({ HotelId: id, Query: toQuery(next) }),
    onSuccess: (key) =>
      void navigate({ pathname: location.pathname, search: `?sk=${encodeURIComponent(key.sk)}` }),
    meta: { silent: true },
  });

  return (
    <Container size="lg" py="md" pb="xl">
      <Anchor component={Link} to={paths.hotelList.url()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to results
        </Group>
      </Anchor>
      {(needKey && isNotFound(fresh.error)) || (!refused && isNotFound(detail.error)) ? (
        <NotFoundState title="We couldn't find this hotel" lookUp={false}>
          The link may be old or mistyped. Search again to see the hotels for your stay.
        </NotFoundState>
      ) : needKey && fresh.isError ? (
        <ErrorAlert message={fresh.error.message} onRetry={() => void fresh.refetch()} />
      ) : detail.isError && !refused ? (
        <ErrorAlert message={detail.error.message} onRetry={() => void detail.refetch()} />
      ) : !detail.data || needKey ? (
        <DetailSkeleton />
      ) : (
        <HotelDetailView
          key={detail.data.sk}
          hotel={detail.data}
          renewed={renewed}
          onChangeStay={(next) => change.mutate(next)}
          changing={change.isPending}
          changeError={change.error?.message ?? null}
        />
      )}
    </Container>
  );
}
