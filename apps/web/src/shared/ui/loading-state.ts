/**
 * The attributes of a named loading state (a skeleton, a spinner): busy, and a progress bar so
 * that it may carry its name (a bare div or span may not: WCAG 4.1.2, axe's
 * aria-prohibited-attr). Spread on the element: `<Stack {...loadingState('Loading hotels')}>`.
 */
export function loadingState(label: string) {
  return { 'aria-busy': true, role: 'progressbar', 'aria-label': label } as const;
}
