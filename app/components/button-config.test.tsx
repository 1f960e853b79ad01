import { Button, ConfigProvider } from 'antd';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_BUTTONS, FormButtons, SITE_BUTTONS } from './button-config.tsx';

// antd's animated spinner (class ant-btn-loading-icon, driven by a width transition) could stay on a
// button after it stopped being busy; every area gives the plain spinner instead.
describe('button settings', () => {
  it('a busy form button shows the plain spinner, named in Chinese, and its label as written', () => {
    const html = renderToStaticMarkup(
      <FormButtons>
        <Button type="primary" loading>
          登录
        </Button>
      </FormButtons>,
    );
    expect(html).toContain('aria-label="处理中"');
    expect(html).not.toContain('ant-btn-loading-icon');
    expect(html).toContain('<span>登录</span>');
  });

  it('a busy public-page button shows the plain spinner too', () => {
    const html = renderToStaticMarkup(
      <ConfigProvider button={SITE_BUTTONS}>
        <Button loading>提交</Button>
      </ConfigProvider>,
    );
    expect(html).toContain('aria-label="处理中"');
    expect(html).not.toContain('ant-btn-loading-icon');
  });

  it('an idle button carries no spinner', () => {
    const html = renderToStaticMarkup(
      <ConfigProvider button={FORM_BUTTONS}>
        <Button>登录</Button>
      </ConfigProvider>,
    );
    expect(html).not.toContain('处理中');
    expect(html).not.toContain('anticon-loading');
  });

  describe('on an English page', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('names the spinner in English', () => {
      vi.stubGlobal('window', { location: { pathname: '/en/dynamicDetail' } });
      const html = renderToStaticMarkup(
        <FormButtons>
          <Button loading>Send</Button>
        </FormButtons>,
      );
      expect(html).toContain('aria-label="Working"');
      expect(html).not.toContain('处理中');
    });
  });
});
