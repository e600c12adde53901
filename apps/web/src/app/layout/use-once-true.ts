import { useState } from 'react';

/** True from the first time `value` is true: lazy parts stay mounted once opened. */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
