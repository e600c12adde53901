import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readJson, STORAGE_KEYS, writeJson } from '../../shared/storage/storage';

const isPositions = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((y) => typeof y === 'number');

/** Scroll positions by history entry, kept for the tab's session (a reload finds them again). */
const positions: Record<string, number> =
  typeof window === 'undefined'
    ? {}
    : (readJson('session', STORAGE_KEYS.scrollPositions, isPositions) ?? {});

/**
 * Scrolling as a traveller expects between pages: a new page (a link, a search) opens at its
 * top, or at the element its address's #hash names; Back and Forward return to where that page
 * was scrolled to, as does a reload.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigation = useNavigationType();
  const current = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const note = () => {
      positions[current.current] = window.scrollY;
    };
    const keep = () => {
      note();
      writeJson('session', STORAGE_KEYS.scrollPositions, positions);
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Before the browser paints the new page.
  useLayoutEffect(() => {
    current.current = location.key;
    const saved = positions[location.key];
    if (navigation === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigation !== 'POP') window.scrollTo(0, 0);
    // Only a new history entry moves the page; the hash and kind belong to that entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
