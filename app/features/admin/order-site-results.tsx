// 验证位点 of an amplicon order made by 验证这些位点 (decision 0075), in the console's order detail:
// the sites with their predicted score and measured indel %, the lab's upload of the per-site table
// (CSV or .xlsx: columns site and indel %), the plot of measured against predicted and the biggest
// disagreements. Nothing for orders without validated sites.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Table, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import { adminSiteValidationApi, type OrderSites } from '../../../contracts/api/site-validation.ts';
import { SITE_VALIDATION_LIMITS } from '../../../contracts/site-validation.ts';
import { hasRole } from '../../../contracts/staff-roles.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { SitePlot } from '../order/site-plot.tsx';
import { wideTable } from './console-table.ts';

type Site = OrderSites['sites'][number];

const percent = (n: number | null) => (n === null ? '—' : `${Number(n.toFixed(3))}%`);

export function OrderSiteResults({ oid, roles }: { oid: number; roles: readonly string[] }) {
  const read = useApiData(adminSiteValidationApi.orderSites, { oid });
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<OrderSites | null>(null);
  const data = answer ?? read.data;
  if (!data || data.sites.length === 0) return null;
  const { comparison } = data;

  async function send(file: File) {
    const form = new FormData();
    form.append('oid', String(oid));
    form.append('file', file);
    setSending(true);
    try {
      const saved = await api.upload(adminSiteValidationApi.uploadSiteTable, form);
      void message.success(`已保存 ${saved.saved} 个位点的 indel %`);
      setAnswer(saved);
    } catch {
      // The client showed the refusal (which row, which rule); nothing was saved.
    } finally {
      setSending(false);
    }
  }

  return (
    <Card title="验证位点：实测 indel % 与预测评分" className="console-section" data-testid="order-site-results">
      {hasRole(roles, ['lab']) ? (
        <div className="order-site-results__upload">
          <Upload
            accept=".csv,.xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={sending} data-testid="site-table-upload">
              上传位点结果表
            </Button>
          </Upload>
          <Typography.Text type="secondary">
            CSV 或 Excel(.xlsx)，第一行为 site(位点)与 indel % 两列，site 填 S1、S2 … 或样本名称；最多 {SITE_VALIDATION_LIMITS.tableMaxRows} 行
          </Typography.Text>
        </div>
      ) : null}
      {comparison.points.length > 0 ? (
        <div className="order-site-results__compare">
          <SitePlot
            points={comparison.points}
            labels={{ caption: '横轴 CRISPR-Net 预测评分，纵轴实测 indel %', score: 'CRISPR-Net 预测评分', indel: '实测 indel %', point: (p) => `${p.label}：评分 ${p.score.toFixed(4)}，indel ${percent(p.indel)}` }}
          />
          <div>
            {comparison.spearman === null ? null : <p>秩相关 (Spearman ρ)：{comparison.spearman.toFixed(2)}</p>}
            {comparison.pending > 0 ? <p>{comparison.pending} 个位点尚无实测结果</p> : null}
            {comparison.disagreements.length > 0 ? (
              <>
                <Typography.Title level={5}>预测与实测差异最大的位点</Typography.Title>
                <ol data-testid="order-site-disagreements">
                  {comparison.disagreements.map((d) => (
                    <li key={d.label}>
                      <strong>{d.label}</strong> {d.direction === 'over' ? '预测偏高' : '预测偏低'}：{d.score.toFixed(4)} / {percent(d.indel)}
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
      <Table<Site>
        rowKey="label"
        size="small"
        pagination={false}
        {...wideTable()}
        dataSource={data.sites}
        columns={[
          { title: '位点', dataIndex: 'label' },
          { title: '位置', key: 'location', render: (_, s) => `${s.chrom}:${s.position.toLocaleString('en-US')} (${s.strand})` },
          { title: '脱靶序列', dataIndex: 'off_seq', render: (v: string) => <code>{v}</code> },
          { title: '预测评分', dataIndex: 'score', render: (v: number) => v.toFixed(4), align: 'right' },
          { title: '实测 indel %', dataIndex: 'indel', render: (v: number | null) => percent(v), align: 'right' },
          { title: '引物', dataIndex: 'designed', render: (v: boolean) => (v ? 'primer3 已设计' : '由公司设计') },
        ]}
      />
    </Card>
  );
}
