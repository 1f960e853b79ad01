// /orderManifest?kind&oid (beyond the specification): a printable sample manifest to ship with the
// tubes: order number with its QR code, the customer, and each sample with its key fields. The page is
// styled for print (the site's header, footer and buttons are hidden when printing).
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { LEIXING, ORDER_MESSAGES, formatDate, statusLabel, type SampleOrderKind } from '../../../contracts/order.ts';
import { SPECIES_LABELS } from '../../../contracts/order-sample.ts';
import type { SampleRow } from '../../../contracts/api/order.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { useShellData } from '../../components/shell-data.ts';
import { SAMPLE_KINDS, href, queryId } from './order-kinds.ts';
import { useGoBack } from './sample-form.tsx';

export function manifestKind(value: string | null): SampleOrderKind | null {
  return value === 'guide' || value === 'amplicon' ? value : null;
}

function keyFields(kind: SampleOrderKind, s: SampleRow): string {
  const parts: string[] = [];
  if (s.type === 'DNA') parts.push(`${String(s.nongdu)} ng/ul × ${String(s.tiji)} ul = ${String(s.zongliang)} ug`);
  else if (s.type === '其他' && s.type_other) parts.push(String(s.type_other));
  if (s.fenxi_leixing === '对照组' && s.duizhao) parts.push(`对照：${String(s.duizhao)}`);
  if (kind === 'guide' && s.fenxi_leixing === '实验组') {
    parts.push(`${String(s.xulie ?? '').split(',').filter(Boolean).length} 条sgRNA`);
    if (s.is_odn === 1) parts.push('ODN检测');
  }
  if (kind === 'amplicon' && s.xulie) parts.push(`sgRNA ${String(s.xulie)}`);
  return parts.join('；');
}

export function OrderManifest() {
  const [params] = useSearchParams();
  const kind = manifestKind(params.get('kind'));
  const oid = queryId(params.get('oid'));
  const { settings } = useShellData();
  // Where the tubes go: the console's web setting; the company address when it is not set.
  const shipTo = (settings.sample_address || settings.company_address || '').trim();
  const goBack = useGoBack(kind && oid ? href(SAMPLE_KINDS[kind].pages.list, { oid }) : '/order');
  // Without a kind there is nothing to load; the endpoint only has to exist.
  const loaded = useApiData(SAMPLE_KINDS[kind ?? 'guide'].api.manifest, { oid }, { enabled: kind !== null && oid !== null });
  // undefined while loading, null when the order is missing (or not this user's).
  const manifest = loaded.status === 'failed' ? null : loaded.data;

  if (!kind || !oid) return <Empty description={ORDER_MESSAGES.orderNotFound} />;
  if (manifest === undefined) {
    return (
      <div className="account-loading">
        <Spin />
      </div>
    );
  }
  if (manifest === null || !kind) return <Empty description={ORDER_MESSAGES.orderNotFound} />;
  const { order, customer, samples } = manifest;
  const name = customer ? customer.username || [customer.fname, customer.lname].filter(Boolean).join('') || customer.email : '';

  return (
    <div className="order-manifest" data-testid="order-manifest">
      <Space className="order-manifest__tools" wrap>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印
        </Button>
        <Button onClick={goBack}>返回</Button>
      </Space>
      <header className="order-manifest__head">
        <div>
          <h2 className="order-manifest__title">{LEIXING[kind]} 样本清单</h2>
          <dl className="order-manifest__meta">
            <dt>订单号</dt>
            <dd data-testid="manifest-orderno">{order.orderno}</dd>
            <dt>客户</dt>
            <dd>{name}</dd>
            {customer?.company ? (
              <>
                <dt>单位</dt>
                <dd>{customer.company}</dd>
              </>
            ) : null}
            <dt>联系方式</dt>
            <dd>{[customer?.phone || customer?.tel, customer?.email].filter(Boolean).join(' / ')}</dd>
            <dt>创建日期</dt>
            <dd>{formatDate(order.create_time)}</dd>
            <dt>状态</dt>
            <dd>{statusLabel(order.status)}</dd>
            <dt>样本数</dt>
            <dd>{samples.length}</dd>
          </dl>
        </div>
        {/* Generated on the server from the order number only. */}
        <div className="order-manifest__qr" role="img" aria-label={`订单号二维码 ${order.orderno}`} dangerouslySetInnerHTML={{ __html: manifest.qrcode }} />
      </header>
      <table className="order-manifest__table">
        <thead>
          <tr>
            <th>序号</th>
            <th>样本名称</th>
            <th>样本类型</th>
            <th>物种来源</th>
            <th>分析类型</th>
            <th>要点</th>
            <th>收样核对</th>
          </tr>
        </thead>
        <tbody>
          {samples.map((s, i) => (
            <tr key={s.id} data-testid="manifest-sample">
              <td>{i + 1}</td>
              <td>{s.name}</td>
              <td>{s.type}</td>
              <td>{SPECIES_LABELS[String(s.laiyuan)] ?? s.laiyuan}</td>
              <td>{s.fenxi_leixing}</td>
              <td>{keyFields(kind, s)}</td>
              <td className="order-manifest__check">□</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="order-manifest__foot">请将本清单打印后随样本管一同寄送，样本管上的名称须与清单一致。</p>
      {shipTo ? (
        <section className="order-manifest__ship" aria-labelledby="manifest-ship-title" data-testid="manifest-ship-to">
          <h3 id="manifest-ship-title">样本寄送地址</h3>
          <p className="order-manifest__address">{shipTo}</p>
          {settings.xxl_tel400 || settings.xxl_tel ? <p>寄送前如有疑问请致电 {settings.xxl_tel400 || settings.xxl_tel}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
