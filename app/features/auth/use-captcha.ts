// The registration captcha: `/api/v1/help/verify` answers a picture and the key the answer is checked
// against on the server (the answer itself never reaches the browser).
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api/client.ts';
import type { CaptchaAnswer } from '../../../contracts/verification.ts';

function fetchCaptcha(): Promise<CaptchaAnswer | null> {
  return api.post<CaptchaAnswer>('/help/verify', {}, { silent: true }).catch(() => null);
}

export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  // Only the newest request may set the picture (quick double clicks).
  const latest = useRef(0);

  const apply = useCallback((ticket: number, answer: CaptchaAnswer | null) => {
    if (ticket !== latest.current) return;
    setCaptcha(answer);
    setLoading(false);
  }, []);

  const refresh = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    apply(ticket, await fetchCaptcha());
  }, [apply]);

  useEffect(() => {
    const ticket = ++latest.current;
    void fetchCaptcha().then((answer) => apply(ticket, answer));
  }, [apply]);

  return { image: captcha?.img_info ?? null, captchaKey: captcha?.key ?? null, loading, refresh };
}
