// Everything the /contactUS page shows, read on the server in one go.
import type { RouterContextProvider } from 'react-router';
import type { PageLanguage } from '../../../contracts/page-language.ts';
import { serverContext } from '../../server-context.ts';

export async function loadContactPage(context: Readonly<RouterContextProvider>, lang: PageLanguage = 'zh') {
  const reading = { lang };
  const { services } = context.get(serverContext);
  const { about } = services;
  const [intro, settings, platform, postdoc, welfare, places, mailboxes, wechat] = await Promise.all([
    about.intro(reading),
    services.content.webSettings(reading),
    about.blocks('pingtaiyoushi', reading),
    about.blocks('boshihou', reading),
    about.welfare(reading),
    about.blocks('gzdidian', reading),
    about.blocks('tdyouxiang', reading),
    about.blocks('weixinkesao', reading),
  ]);
  return {
    intro,
    companyName: settings.company_name,
    map: settings.comany_map,
    // Customer service from the web settings the console edits: the service hotline first, then the
    // office phone when it differs; '' parts are left out by the page.
    service: {
      phones: [...new Set([settings.xxl_tel400, settings.xxl_tel].map((tel) => tel.trim()).filter(Boolean))],
      email: settings.kefu_email.trim(),
      address: settings.company_address.trim(),
    },
    hotlines: [settings.zp_hottel1, settings.zp_hottel2].filter((line) => line.trim() !== ''),
    platform,
    postdoc,
    welfare,
    places,
    mailboxes,
    wechat,
  };
}

export type ContactPageData = Awaited<ReturnType<typeof loadContactPage>>;
