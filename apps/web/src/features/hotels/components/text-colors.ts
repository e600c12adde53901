/** Text colours that keep 4.5:1 on white at small sizes (Mantine's green.9 and red.8 do not). */
export const GOOD_TEXT = '#1d6b32';
export const WARN_TEXT = '#b42318';
