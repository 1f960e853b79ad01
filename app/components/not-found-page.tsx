// The 页面不存在 page, shown inside the site shell for unknown addresses (HTTP 404).
import { Link } from 'react-router';

/** `home`: where the button leads (the console's own start page inside the console). */
export function NotFoundPage({ home = '/' }: { home?: string }) {
  return (
    <section className="status-page" aria-labelledby="status-title" data-testid="not-found">
      <p className="status-page__code" aria-hidden="true">404</p>
      <h1 id="status-title">页面不存在</h1>
      <p>您访问的页面不存在或已被移除，请检查网址是否正确。</p>
      <p className="status-page__actions">
        <Link to={home} className="button button--primary">返回首页</Link>
      </p>
    </section>
  );
}

export function ErrorPage({ status, home = '/' }: { status: number; home?: string }) {
  return (
    <section className="status-page" aria-labelledby="status-title" data-testid="error-page">
      <p className="status-page__code" aria-hidden="true">{status}</p>
      <h1 id="status-title">出错了</h1>
      <p>页面暂时无法显示，请稍后刷新重试。</p>
      <p className="status-page__actions">
        <Link to={home} className="button button--primary">返回首页</Link>
      </p>
    </section>
  );
}
