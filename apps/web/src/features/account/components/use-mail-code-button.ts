import { useCallback, useEffect, useRef, useState } from 'react';
import { MAIL_CODE_COUNTDOWN_SECONDS } from '@farewise/domain/auth/auth.rules';

/**
 * The Get Code button's states (SPEC 4): idle, sending, a countdown in seconds, idle.
 * `send` resolves to the seconds to count down from (60, or the server's retryAfter),
 * or null when nothing was sent and the button should be free again.
 */
export type MailCodeButtonState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'counting'; seconds: number };

export function useMailCodeButton(send: () => Promise<number | null>) {
  const [state, setState] = useState<MailCodeButtonState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (seconds: number) => {
      stop();
      setState({ kind: 'counting', seconds });
      timer.current = setInterval(() => {
        setState((s) => {
          if (s.kind !== 'counting' || s.seconds <= 1) {
            stop();
            return { kind: 'idle' };
          }
          return { kind: 'counting', seconds: s.seconds - 1 };
        });
      }, 1000);
    },
    [stop],
  );

  const trigger = useCallback(async () => {
    if (state.kind !== 'idle') return;
    setState({ kind: 'sending' });
    let seconds: number | null = null;
    try {
      seconds = await send();
    } finally {
      if (seconds && seconds > 0) start(seconds);
      else setState({ kind: 'idle' });
    }
  }, [send, start, state.kind]);

  return { state, trigger, disabled: state.kind !== 'idle' };
}

export const DEFAULT_COUNTDOWN = MAIL_CODE_COUNTDOWN_SECONDS;
