import { SegmentedChoice } from '../../../shared/ui/segmented-choice';

/** How the results show: the list of cards, the map of the page's hotels, or both side by side. */
export type HotelListView = 'list' | 'map' | 'both';

/** The view in the address (?view=), so Back and a shared link keep it; both only on wide screens. */
export function hotelListView(param: string | null, wide: boolean): HotelListView {
  if (param === 'map') return 'map';
  if (param === 'both') return wide ? 'both' : 'map';
  return 'list';
}

export function HotelViewSwitch({
  view,
  wide,
  onChange,
}: {
  view: HotelListView;
  wide: boolean;
  onChange: (view: HotelListView) => void;
}) {
  return (
    <SegmentedChoice<HotelListView>
      label="Show hotels as"
      value={view}
      onChange={onChange}
      data={[
        { value: 'list', label: 'List' },
        { value: 'map', label: 'Map' },
        ...(wide ? [{ value: 'both' as const, label: 'List and map' }] : []),
      ]}
    />
  );
}
