import { useState } from 'react';

/**
 * Whether a dialog has been opened at least once (decision 032). A page's dialogs and drawers
 * are put in the page when first opened, not as the page opens: a closed Mantine dialog still
 * mounts its portal, focus and scroll handling and draws itself again as it mounts, which the
 * flight results paid for seven times on a phone's first screen. Once opened, a dialog stays, so
 * its later openings and every closing keep their transitions.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
