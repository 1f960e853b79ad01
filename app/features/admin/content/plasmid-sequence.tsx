// The 质粒序列 part of the plasmid form: upload a GenBank (.gb/.gbk) or FASTA (.fa/.fasta) file, see
// what it holds (name, length, topology, features) and take it into the form with 使用该序列; the
// sequence and features are stored when the form is saved, and the public map draws from them. The
// sequence can also be pasted or edited by hand.
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { adminPlasmidApi } from '../../../../contracts/api/admin/content-plasmids.ts';
import type { PlasmidFeatureDto } from '../../../../contracts/api/plasmid.ts';
import type { EndpointData } from '../../../../contracts/endpoint.ts';
import { SEQUENCE_FILE_EXTENSIONS } from '../../../../contracts/plasmid-admin.ts';
import { api } from '../../../api/client.ts';
import { DetailList } from '../../../components/detail-list.tsx';

type Parsed = EndpointData<typeof adminPlasmidApi.parseSequence>;

const TOPOLOGY = { circular: '环状', linear: '线性', unknown: '未注明' } as const;
const DIRECTION = { 1: '正向', [-1]: '反向', 0: '无方向' } as Record<number, string>;

const featureColumns = [
  { title: '元件', dataIndex: 'name', key: 'name' },
  { title: '类型', dataIndex: 'type', key: 'type', render: (t: string) => t || '—' },
  { title: '位置', key: 'range', render: (_: unknown, f: PlasmidFeatureDto) => `${f.start}–${f.end}` },
  { title: '方向', key: 'direction', render: (_: unknown, f: PlasmidFeatureDto) => DIRECTION[f.direction] },
];

export function PlasmidSequenceField() {
  const form = Form.useFormInstance();
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const features = (Form.useWatch('features', form) ?? []) as PlasmidFeatureDto[];
  const sequence = (Form.useWatch('sequence', form) ?? '') as string;

  async function read(file: File) {
    const body = new FormData();
    body.append('file', file);
    setProgress(0);
    try {
      setParsed(await api.upload(adminPlasmidApi.parseSequence, body, { onProgress: setProgress }));
    } catch {
      setParsed(null); // the client shows the refusal
    } finally {
      setProgress(null);
    }
  }

  function use(result: Parsed) {
    form.setFieldsValue({ sequence: result.sequence, features: result.features });
    if (!form.getFieldValue('name') && result.name) form.setFieldValue('name', result.name);
    setParsed(null);
  }

  const length = sequence.replace(/[^A-Za-z]/g, '').length;
  return (
    <div data-testid="plasmid-sequence">
      <Space wrap style={{ marginBottom: 12 }}>
        <Upload
          accept={SEQUENCE_FILE_EXTENSIONS.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void read(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={progress !== null}>
            导入 GenBank / FASTA 文件
          </Button>
        </Upload>
        <Typography.Text type="secondary">文件不超过 5 MB；读取后先预览，点“使用该序列”再保存。</Typography.Text>
      </Space>
      {parsed ? (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          data-testid="sequence-preview"
          message={`文件内容：${parsed.format === 'genbank' ? 'GenBank' : 'FASTA'}`}
          description={
            <>
              <DetailList
                size="small"
                column={{ xs: 1, sm: 2 }}
                items={[
                  { key: 'name', label: '名称', children: parsed.name || '—' },
                  { key: 'length', label: '长度', children: `${parsed.length} bp` },
                  { key: 'topology', label: '拓扑', children: TOPOLOGY[parsed.topology] },
                  { key: 'features', label: '元件数', children: parsed.feature_count },
                ]}
              />
              {parsed.features.length ? (
                <Table size="small" rowKey={(f) => `${f.name}-${f.start}-${f.end}`} columns={featureColumns} dataSource={parsed.features} pagination={{ pageSize: 8, hideOnSinglePage: true }} />
              ) : null}
              <Space style={{ marginTop: 8 }}>
                <Button type="primary" onClick={() => use(parsed)}>
                  使用该序列
                </Button>
                <Button onClick={() => setParsed(null)}>放弃</Button>
              </Space>
            </>
          }
        />
      ) : null}
      <Form.Item name="sequence" label={`序列（${length} bp）`} extra="只保留碱基字母；空格、数字和换行会被去掉。">
        <Input.TextArea rows={4} spellCheck={false} style={{ fontFamily: 'monospace' }} data-testid="plasmid-sequence-text" />
      </Form.Item>
      <Form.Item name="features" hidden>
        <Input />
      </Form.Item>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>图谱元件：{features.length} 个</Typography.Text>
        {features.length ? (
          <Table size="small" rowKey={(f) => `${f.name}-${f.start}-${f.end}`} columns={featureColumns} dataSource={features} pagination={{ pageSize: 8, hideOnSinglePage: true }} data-testid="plasmid-features" />
        ) : null}
        {features.length || length ? (
          <Button size="small" onClick={() => form.setFieldsValue({ sequence: '', features: [] })}>
            清除序列与元件
          </Button>
        ) : null}
      </Space>
    </div>
  );
}
