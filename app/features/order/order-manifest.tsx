// /orderManifest?kind&oid (beyond the specification): a printable sample manifest to ship with the
// tubes: order number with its QR code, the customer, and each sample with its key fields. The page is
// styled for print (the site's header, footer and buttons are hidden when printing).
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { LEIXING, ORDER_MESSAGES, formatDate, statusLabel, type SampleOrderKind } from '../../../contracts/order.ts';
import { SAMPLE_OPTION_LABELS } from '../../../contracts/order-sample-messages.ts';
import { SPECIES_LABELS } from '../../../contracts/order-sample-options.ts';
import { FIELD_LABEL } from '../../../contracts/order-field-labels.ts';
import type { SampleRow } from '../../../contracts/api/order.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { useShellData } from '../../components/shell-data.ts';
import { SAMPLE_KINDS, queryId } from './order-kinds.ts';
import { useGoBack } from './sample-form.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { Translate } from '../../i18n/translate.ts';
import { useMessageIn } from './use-message-in.ts';
import { pagePath } from '../../../contracts/page-paths.ts';

export function manifestKind(value: string | null): SampleOrderKind | null {
  return value === 'guide' || value === 'amplicon' ? value : null;
}

function keyFields(kind: SampleOrderKind, s: SampleRow, t: Translate): string {
  const parts: string[] = [];
  if (s.type === 'DNA') parts.push(`${String(s.nongdu)} ng/ul × ${String(s.tiji)} ul = ${String(s.zongliang)} ug`);
  else if (s.type === SAMPLE_OPTION_LABELS.other && s.type_other) parts.push(String(s.type_other));
  if (s.fenxi_leixing === SAMPLE_OPTION_LABELS.control && s.duizhao) parts.push(t('order.manifest.control', { name: String(s.duizhao) }));
  if (kind === 'guide' && s.fenxi_leixing === SAMPLE_OPTION_LABELS.experimental) {
    parts.push(t('order.manifest.guides', { count: String(s.xulie ?? '').split(',').filter(Boolean).length }));
    if (s.is_odn === 1) parts.push(t('order.manifest.odn'));
  }
  if (kind === 'amplicon' && s.xulie) parts.push(`sgRNA ${String(s.xulie)}`);
  return parts.join(t('order.manifest.separator'));
}

export function OrderManifest() {
  const t = useT();
  const m = useMessageIn();
  const [params] = useSearchParams();
  const kind = manifestKind(params.get('kind'));
  const oid = queryId(params.get('oid'));
  const { settings } = useShellData();
  // Where the tubes go: the console's web setting; the company address when it is not set.
  const shipTo = (settings.sample_address || settings.company_address || '').trim();
  const goBack = useGoBack(kind && oid ? pagePath(SAMPLE_KINDS[kind].pages.list, { oid }) : pagePath('order'));
  // Without a kind there is nothing to load; the endpoint only has to exist.
  const loaded = useApiData(SAMPLE_KINDS[kind ?? 'guide'].api.manifest, { oid }, { enabled: kind !== null && oid !== null });
  // undefined while loading, null when the order is missing (or not this user's).
  const manifest = loaded.status === 'failed' ? null : loaded.data;

  if (!kind || !oid) return <Empty description={m(ORDER_MESSAGES.orderNotFound)} />;
  if (manifest === undefined) {
    return (
      <div className="account-loading">
        <Spin />
      </div>
    );
  }
  if (manifest === null || !kind) return <Empty description={m(ORDER_MESSAGES.orderNotFound)} />;
  const { order, customer, samples } = manifest;
  const name = customer ? customer.username || [customer.fname, customer.lname].filter(Boolean).join('') || customer.email : '';

  return (
    <div className="order-manifest" data-testid="order-manifest">
      <Space className="order-manifest__tools" wrap>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('order.manifest.print')}
        </Button>
        <Button onClick={goBack}>{t('order.back')}</Button>
      </Space>
      <header className="order-manifest__head">
        <div>
          <h2 className="order-manifest__title">{t('order.manifest.title', { service: m(LEIXING[kind]) })}</h2>
          <dl className="order-manifest__meta">
            <dt>{m(FIELD_LABEL.orderno)}</dt>
            <dd data-testid="manifest-orderno">{order.orderno}</dd>
            <dt>{t('order.manifest.customer')}</dt>
            <dd>{name}</dd>
            {customer?.company ? (
              <>
                <dt>{t('order.manifest.company')}</dt>
                <dd>{customer.company}</dd>
              </>
            ) : null}
            <dt>{t('order.manifest.contact')}</dt>
            <dd>{[customer?.phone || customer?.tel, customer?.email].filter(Boolean).join(' / ')}</dd>
            <dt>{m(FIELD_LABEL.created)}</dt>
            <dd>{formatDate(order.create_time)}</dd>
            <dt>{t('order.status')}</dt>
            <dd>{m(statusLabel(order.status))}</dd>
            <dt>{t('order.manifest.sampleCount')}</dt>
            <dd>{samples.length}</dd>
          </dl>
        </div>
        {/* Generated on the server from the order number only. */}
        <div className="order-manifest__qr" role="img" aria-label={t('order.manifest.qr', { orderno: order.orderno })} dangerouslySetInnerHTML={{ __html: manifest.qrcode }} />
      </header>
      <table className="order-manifest__table">
        <thead>
          <tr>
            <th>{t('order.manifest.index')}</th>
            <th>{m(FIELD_LABEL.name)}</th>
            <th>{m(FIELD_LABEL.type)}</th>
            <th>{m(FIELD_LABEL.laiyuan)}</th>
            <th>{m(FIELD_LABEL.fenxi)}</th>
            <th>{t('order.manifest.keyPoints')}</th>
            <th>{t('order.manifest.check')}</th>
          </tr>
        </thead>
        <tbody>
          {samples.map((s, i) => (
            <tr key={s.id} data-testid="manifest-sample">
              <td>{i + 1}</td>
              <td>{s.name}</td>
              <td>{m(s.type)}</td>
              <td>{m(SPECIES_LABELS[String(s.laiyuan)] ?? s.laiyuan)}</td>
              <td>{m(s.fenxi_leixing)}</td>
              <td>{keyFields(kind, s, t)}</td>
              <td className="order-manifest__check">□</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="order-manifest__foot">{t('order.manifest.foot')}</p>
      {shipTo ? (
        <section className="order-manifest__ship" aria-labelledby="manifest-ship-title" data-testid="manifest-ship-to">
          <h3 id="manifest-ship-title">{t('order.manifest.shipTo')}</h3>
          <p className="order-manifest__address">{shipTo}</p>
          {settings.xxl_tel400 || settings.xxl_tel ? <p>{t('order.manifest.call', { phone: settings.xxl_tel400 || settings.xxl_tel || '' })}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
