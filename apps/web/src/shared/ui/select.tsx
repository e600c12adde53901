import { useEffect, useReducer, useState } from 'react';
import { Select as MantineSelect, type SelectProps } from '@mantine/core';

/**
 * The site's Select: Mantine's, with its option list drawn only while it is open.
 *
 * Mantine keeps a closed Select's options in the page (hidden) and places each list as the page
 * mounts: a flight booking form's ten Selects drew about 1,200 hidden options and laid the page
 * out ten times before the traveller could type (decision 032). With `keepMounted: false` the
 * list is drawn when it opens; but Mantine then learns the list's id only after the list has
 * mounted (in a portal, a render later), so the field would not say it is expanded nor which
 * list it controls (`aria-expanded`, `aria-controls`) until something else drew it again. This
 * wrapper draws the field once more when the list has opened, after every render of the opening,
 * so a screen reader hears the list open.
 */
export function Select({ onDropdownOpen, onDropdownClose, comboboxProps, ...props }: SelectProps) {
  const [open, setOpen] = useState(false);
  const [, drawAgain] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!open) return;
    // After the renders of the opening (the portal mounts its list in a render of its own).
    const timer = setTimeout(drawAgain, 0);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <MantineSelect
      {...props}
      comboboxProps={{ keepMounted: false, ...comboboxProps }}
      onDropdownOpen={() => {
        setOpen(true);
        onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        setOpen(false);
        onDropdownClose?.();
      }}
    />
  );
}
