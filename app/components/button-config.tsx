// antd's button settings, one set for the whole site. The busy spinner is given as a plain icon:
// antd's own spinner animates its width in and out, and when an answer arrives while it is still
// growing the shrinking transition never ends, so the spinner stayed on a button that was no longer
// busy (and its name read "loading 登录"). A given icon is shown and removed without animation.
import { LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { withEnglish } from '../../contracts/english-messages.ts';
import { inPageLanguage } from '../i18n/current-language.ts';

// The spinner's name is read out of the page's language in the browser (buttons are busy only there);
// it is set outside the router's tree (antd config), so it cannot read the page's catalogue.
const BUTTON_MESSAGES = { busy: '处理中' } as const;
withEnglish(BUTTON_MESSAGES, { busy: 'Working' });

function BusyIcon() {
  return <LoadingOutlined spin aria-label={inPageLanguage(BUTTON_MESSAGES.busy)} />;
}

const BUSY_ICON = <BusyIcon />;

/** Public pages: antd's default spacing of two-character labels ("提 交"). */
export const SITE_BUTTONS = { loadingIcon: BUSY_ICON };

/** Account, order, CRISPR and console pages: labels as written, so "登录" reads and is found as "登录". */
export const FORM_BUTTONS = { autoInsertSpace: false, loadingIcon: BUSY_ICON };

export function FormButtons({ children }: { children: ReactNode }) {
  return <ConfigProvider button={FORM_BUTTONS}>{children}</ConfigProvider>;
}
