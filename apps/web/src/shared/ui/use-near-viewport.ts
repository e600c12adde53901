import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on: below-the-fold
 * content asks for its data and renders only when the traveller scrolls towards it, so a phone's
 * start-up does not pay for it. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '320px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
