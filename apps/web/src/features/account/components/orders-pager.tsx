import './account-styles';
import { useState } from 'react';
import { Group, NumberInput, Pagination, Text } from '@mantine/core';
import { Select } from '../../../shared/ui/select';
import { useMedia } from '../../../shared/ui/use-media';
import { ORDER_PAGE_SIZES, type OrderPageSize } from '../api/orders-mix';

/**
 * SPEC 9 orders pager: on desktop total, sizes, previous, pages, next and a jump box; below
 * 768 px previous, pages and next only.
 */
export function OrdersPager({
  total,
  page,
  size,
  onPage,
  onSize,
}: {
  total: number;
  page: number;
  size: OrderPageSize;
  onPage: (page: number) => void;
  onSize: (size: OrderPageSize) => void;
}) {
  const small = useMedia('(max-width: 767px)');
  const pages = Math.max(1, Math.ceil(total / size));
  const [jump, setJump] = useState<string | number>('');
  const go = () => {
    const n = Math.trunc(Number(jump));
    if (n >= 1 && n <= pages && n !== page) onPage(n);
    setJump('');
  };

  const pager = (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={onPage}
      size={small ? 'sm' : 'md'}
      siblings={small ? 0 : 1}
      getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': 'Previous page' }
          : control === 'next'
            ? { 'aria-label': 'Next page' }
            : {}
      }
    />
  );

  if (small)
    return (
      <Group justify="center" component="nav" aria-label="Orders pages">
        {pager}
      </Group>
    );

  return (
    <Group justify="flex-end" gap="md" component="nav" aria-label="Orders pages">
      <Text size="sm">Total {total}</Text>
      <Select
        aria-label="Orders per page"
        w={120}
        data={ORDER_PAGE_SIZES.map((s) => ({ value: String(s), label: `${s} / page` }))}
        value={String(size)}
        onChange={(v) => v && onSize(Number(v) as OrderPageSize)}
        allowDeselect={false}
      />
      {pager}
      <Group gap={6} wrap="nowrap">
        <Text size="sm" component="label" htmlFor="orders-jump">
          Go to
        </Text>
        <NumberInput
          id="orders-jump"
          w={72}
          min={1}
          max={pages}
          hideControls
          value={jump}
          onChange={setJump}
          onKeyDown={(e) => {
            if (e.key === 'Enter') go();
          }}
          onBlur={() => jump !== '' && go()}
        />
      </Group>
    </Group>
  );
}
