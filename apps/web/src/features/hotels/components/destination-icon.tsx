import {
  IconBed,
  IconBuildingCommunity,
  IconBuildings,
  IconFlag,
  IconMap2,
  IconMapPin,
  IconPlane,
  type Icon,
} from '@tabler/icons-react';

/** One icon per suggestion Type (SPEC 3): 1 location … 7 block. */
const ICONS: Record<number, Icon> = {
  1: IconMapPin,
  2: IconPlane,
  3: IconFlag,
  4: IconBuildingCommunity,
  5: IconBuildings,
  6: IconBed,
  7: IconMap2,
};

export function DestinationIcon({ type, size = 20 }: { type: number; size?: number }) {
  const Icon = ICONS[type] ?? IconMapPin;
  return <Icon size={size} aria-hidden data-type={type} />;
}
