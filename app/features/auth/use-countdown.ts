// The SMS code button's countdown (spec: disabled with countdown text for 60 seconds, then reset).
import { useCallback, useEffect, useRef, useState } from 'react';

export const CODE_COUNTDOWN_SECONDS = 60;

export function countdownLabel(secondsLeft: number, idle = '获取验证码'): string {
  return secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : idle;
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
