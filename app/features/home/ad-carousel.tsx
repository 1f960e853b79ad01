// A home carousel of ads (embla). The server renders every slide as a plain link, so the first one
// shows before any JavaScript runs; the browser adds sliding, arrows and dots. A click opens the
// ad's gourl in a new tab (spec). `autoplay` is for the phone carousel only; it pauses while the
// visitor touches or focuses it and never runs for visitors who prefer reduced motion.
import { LeftOutlined, RightOutlined } from '../../components/plain-icons.tsx';
import autoplayPlugin from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CarouselAd } from '../../../contracts/api/article.ts';
import { SiteImage } from '../../components/site-image.tsx';
import { useT } from '../../i18n/use-t.ts';

export const AUTOPLAY_DELAY_MS = 4000;

/**
 * Each carousel spans the window where it is shown (home.css switches at 768 px). Where it is hidden
 * its first slide still loads (eager, and preloaded by React), so there it asks for the smallest copy.
 */
export const SLIDE_SIZES = {
  desktop: '(max-width: 768px) 1px, 100vw',
  mobile: '(min-width: 769px) 1px, 100vw',
} as const;

interface AdCarouselProps {
  ads: CarouselAd[];
  variant: 'desktop' | 'mobile';
  autoplay: boolean;
  width: number;
  height: number;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export function AdCarousel({ ads, variant, autoplay, width, height }: AdCarouselProps) {
  const t = useT();
  const plugins = useMemo(
    () => (autoplay && !prefersReducedMotion() ? [autoplayPlugin({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })] : []),
    [autoplay],
  );
  const [viewport, api] = useEmblaCarousel({ loop: ads.length > 1 }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    api.on('reInit', onSelect);
    return () => {
      api.off('select', onSelect);
      api.off('reInit', onSelect);
    };
  }, [api]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  if (ads.length === 0) return null;
  return (
    <section
      className={`ad-carousel ad-carousel--${variant}`}
      aria-roledescription="carousel"
      aria-label={variant === 'desktop' ? t('home.carousel') : t('home.carouselPhone')}
      data-testid={`carousel-${variant}`}
      data-autoplay={plugins.length > 0 ? 'on' : 'off'}
    >
      <div className="ad-carousel__viewport" ref={viewport}>
        <ul className="ad-carousel__track">
          {ads.map((ad, index) => (
            <li
              key={ad.id}
              className="ad-carousel__slide"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${ads.length}`}
              data-active={index === selected ? 'true' : undefined}
            >
              <Slide ad={ad} eager={index === 0} sizes={SLIDE_SIZES[variant]} width={width} height={height} />
            </li>
          ))}
        </ul>
      </div>
      {ads.length > 1 ? (
        <>
          <button type="button" className="ad-carousel__arrow ad-carousel__arrow--prev" onClick={previous} aria-label={t('home.previous')}>
            <LeftOutlined aria-hidden />
          </button>
          <button type="button" className="ad-carousel__arrow ad-carousel__arrow--next" onClick={next} aria-label={t('home.next')}>
            <RightOutlined aria-hidden />
          </button>
          <div className="ad-carousel__dots">
            {ads.map((ad, index) => (
              <button
                key={ad.id}
                type="button"
                className="ad-carousel__dot"
                aria-label={t('home.slide', { n: index + 1, name: ad.name })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

function Slide({ ad, eager, sizes, width, height }: { ad: CarouselAd; eager: boolean; sizes: string; width: number; height: number }) {
  const t = useT();
  const picture = (
    <>
      <SiteImage
        className="ad-carousel__image"
        src={ad.adfile}
        alt={ad.is_showbody === 1 ? '' : ad.name}
        sizes={sizes}
        width={width}
        height={height}
        priority={eager}
        decoding="async"
        draggable={false}
      />
      {ad.is_showbody === 1 ? (
        <div className="ad-carousel__caption" data-testid="ad-caption">
          <p className="ad-carousel__title">{ad.name}</p>
          {/* Sanitised on the server (services.articles). */}
          <div className="ad-carousel__body" dangerouslySetInnerHTML={{ __html: ad.body }} />
        </div>
      ) : null}
    </>
  );
  if (!ad.gourl) return <div className="ad-carousel__link">{picture}</div>;
  return (
    <a className="ad-carousel__link" href={ad.gourl} target="_blank" rel="noopener noreferrer" aria-label={ad.is_showbody === 1 ? undefined : t('home.newWindow', { name: ad.name })}>
      {picture}
    </a>
  );
}
