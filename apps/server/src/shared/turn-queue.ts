/**
 * Heavy requests taken one a turn of the event loop (decision 033). A busy Node server takes in
 * about one new connection a turn, and in a turn it serves every request already read: 20
 * searches arriving together made a turn of 20 searches, and a traveller's new connection waited
 * for it (in the hotel bench, the last of 20 connections was taken in up to 125 ms after the
 * first while each search took a few milliseconds). With each search waiting for its turn, a
 * turn holds one search, so new connections, other requests and timers come in between.
 *
 * The first request waiting is let through in the same turn (no delay when the site is idle);
 * the order of arrival is kept.
 */
export function createTurnQueue() {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const release = () => {
    // The next one is let through on a later turn: an immediate set from an immediate runs on
    // the loop's next turn, after its poll for connections and requests.
    waiting.shift()?.();
    if (waiting.length > 0) setImmediate(release);
    else scheduled = false;
  };
  return {
    /** Settles when it is this caller's turn: at most one caller a turn of the event loop. */
    turn(): Promise<void> {
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (!scheduled) {
          scheduled = true;
          setImmediate(release);
        }
      });
    },
    /** Callers waiting for their turn. */
    get waiting() {
      return waiting.length;
    },
  };
}
