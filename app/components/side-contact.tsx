// Fixed contact buttons on every page: online consultation (QQ), the WeChat QR code, the phone and,
// once the page has scrolled past 120 px, back to top. A column at the right edge on wide screens;
// on phones a bar at the bottom (consult and call) with back-to-top floating above it. The links
// work without JavaScript; the WeChat code opens on hover or keyboard focus (CSS only). On Apple
// devices the consultation link uses the settings' fallback account once the page is hydrated: the
// server renders one HTML for every visitor (it is cached), so the device is read in the browser.
import { useSyncExternalStore } from 'react';
import { CustomerServiceOutlined, PhoneOutlined, VerticalAlignTopOutlined, WechatOutlined } from './plain-icons.tsx';
import type { ShellData } from './shell-data.ts';
import { SiteImage } from './site-image.tsx';
import { chatHref, isAppleDevice, telHref } from './shell-rules.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { ReusedMarkup } from './reused-markup.tsx';

const noSubscription = () => () => {};
const readApple = () => isAppleDevice(navigator.userAgent);
const serverApple = () => false;

function backToTop() {
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  document.getElementById('main')?.focus({ preventScroll: true });
}

export function SideContact({ settings, scrolled = false }: Pick<ShellData, 'settings'> & { scrolled?: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const apple = useSyncExternalStore(noSubscription, readApple, serverApple);
  const qq = chatHref(settings, apple);
  const phone = telHref(settings.xxl_tel400, settings.xxl_tel);
  const wechat = settings.top_weixin_img;
  return (
    <ReusedMarkup as="aside" name="side-contact" className="side-contact" aria-label={t('side.label')} data-testid="side-contact" inputs={[lang, settings, apple, scrolled]}>
      {qq ? (
        <a className="side-contact__link" href={qq} target="_blank" rel="noopener noreferrer" data-testid="online-consult">
          <CustomerServiceOutlined aria-hidden />
          <span>{t('side.chat')}</span>
        </a>
      ) : null}
      {wechat ? (
        <div className="side-contact__wechat" data-testid="wechat-contact">
          <button type="button" className="side-contact__link" aria-describedby="side-contact-wechat">
            <WechatOutlined aria-hidden />
            <span>{t('side.wechat')}</span>
          </button>
          <div id="side-contact-wechat" className="side-contact__popover" role="tooltip">
            <SiteImage src={wechat} alt={t('side.wechatAlt')} sizes="132px" width={132} height={132} />
            <span>{t('side.wechatHint')}</span>
          </div>
        </div>
      ) : null}
      {phone ? (
        <a className="side-contact__link" href={phone.href} data-testid="call-link">
          <PhoneOutlined aria-hidden />
          <span>{t('side.phone')}</span>
          <span className="visually-hidden">{phone.label}</span>
        </a>
      ) : null}
      {scrolled ? (
        <button type="button" className="side-contact__link side-contact__top" onClick={backToTop} data-testid="back-to-top">
          <VerticalAlignTopOutlined aria-hidden />
          <span>{t('side.top')}</span>
        </button>
      ) : null}
    </ReusedMarkup>
  );
}
