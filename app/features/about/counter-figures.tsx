// The four company figures with a plus sign. The server renders the final numbers (crawlers and
// visitors without JavaScript see them); in the browser each figure counts up from 0 over 2600 ms the
// first time it scrolls into view, unless the visitor prefers reduced motion.
import { useEffect, useRef, useState } from 'react';
import type { WebCounters } from '../../../contracts/api/content.ts';
import { useT } from '../../i18n/use-t.ts';

export const COUNTER_DURATION_MS = 2600;

/** The figures in their order; their labels are the catalogue's `counters.<key>`. */
const COUNTER_KEYS: Array<keyof WebCounters> = ['keyanyuansuo', 'jishugongsi', 'xiangmujinyan', 'geleiyangben'];

/** Ease-out so the last digits settle slowly, as a count-up usually does. */
function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

function AnimatedNumber({ value }: { value: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || value <= 0) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS);
        setShown(Math.round(value * easeOut(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      setShown(0);
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span ref={ref} className="about-figures__number" data-value={value}>
      {shown}
    </span>
  );
}

export function CounterFigures({ counters }: { counters: WebCounters }) {
  const t = useT();
  return (
    <ul className="about-figures" aria-label={t('counters.label')} data-testid="about-counters">
      {COUNTER_KEYS.map((key) => (
        <li key={key} className="about-figures__item" data-testid={`counter-${key}`}>
          <span className="about-figures__value">
            <AnimatedNumber key={counters[key] ?? 0} value={counters[key] ?? 0} />
            <span className="about-figures__plus">+</span>
          </span>
          <span className="about-figures__label">{t(`counters.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
