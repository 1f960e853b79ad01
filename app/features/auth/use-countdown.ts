// The SMS code button's countdown (spec: disabled with countdown text for 60 seconds, then reset).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translate } from '../../i18n/translate.ts';

export const CODE_COUNTDOWN_SECONDS = 60;

/** The button's text in the page's language: the seconds left, or `idle` (by default 获取验证码) when none are. */
export function countdownLabel(t: Translate, secondsLeft: number, idle = t('auth.getCode')): string {
  return secondsLeft > 0 ? t('auth.countdown', { seconds: secondsLeft }) : idle;
}

/** `start()` begins at `seconds`; `reset()` restores the button at once (a failed send). */
export function useCountdown(seconds = CODE_COUNTDOWN_SECONDS) {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const reset = useCallback(() => {
    stop();
    setLeft(0);
  }, [stop]);

  const start = useCallback(() => {
    stop();
    const endsAt = Date.now() + seconds * 1000;
    setLeft(seconds);
    // Counted against the clock, so a throttled background tab still ends on time.
    timer.current = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) stop();
    }, 250);
  }, [seconds, stop]);

  useEffect(() => stop, [stop]);

  return { left, running: left > 0, start, reset };
}
