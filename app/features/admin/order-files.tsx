// Result files of an order: name, sample, size, SHA-256 (copyable), who uploaded it and how often it
// was downloaded. 下载 asks for a short-lived link and follows it; lab and admins 撤回 a file and
// upload new ones (streamed to the multipart endpoint with progress), for the order or one sample;
// the files chosen together are one batch.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Popconfirm, Progress, Select, Space, Table, Typography, Upload, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { adminOrderApi } from '../../../contracts/api/admin/orders.ts';
import { RESULT_FILES_PER_UPLOAD, RESULT_FILE_EXTENSIONS, formatBytes } from '../../../contracts/order-ops.ts';
import { hasRole } from '../../../contracts/staff-roles.ts';
import { api } from '../../api/client.ts';
import { formatTime } from './console-time.ts';
import type { AdminOrderHeader, AdminResultFile, AdminSample } from './order-detail-types.ts';
import { wideTable } from './console-table.ts';

async function download(file: AdminResultFile) {
  try {
    const link = await api.call(adminOrderApi.fileLink, { id: file.id });
    window.location.assign(link.url);
  } catch {
    // Refusal shown by the client.
  }
}

async function withdraw(file: AdminResultFile, onChanged: () => void) {
  try {
    await api.call(adminOrderApi.removeFile, {}, { body: { id: file.id } });
    onChanged();
  } catch {
    // Refusal shown by the client.
  }
}

/**
 * The files chosen together go up in one request: one batch, one e-mail to the customer (issue 35).
 * antd's Upload asks beforeUpload once per chosen file with the whole choice; the first call sends
 * them all and every call keeps antd from sending the file on its own.
 */
function FileUpload({ order, samples, onUploaded }: { order: AdminOrderHeader; samples: AdminSample[]; onUploaded: () => void }) {
  const [sampleId, setSampleId] = useState<number | undefined>(undefined);
  const [progress, setProgress] = useState<number | null>(null);

  async function send(files: readonly File[]) {
    const form = new FormData();
    // Fields before the files: the server reads them before it streams the files.
    form.append('kind', order.kind);
    form.append('id', String(order.id));
    if (sampleId !== undefined) form.append('sample_id', String(sampleId));
    for (const file of files) form.append('file', file);
    setProgress(0);
    try {
      const answer = await api.upload(adminOrderApi.uploadFile, form, { onProgress: (percent) => setProgress(percent) });
      void message.success(`已上传 ${answer.files.length} 个文件，已邮件通知客户`);
      onUploaded();
    } catch {
      // The client showed the refusal; nothing of the batch was kept.
    } finally {
      setProgress(null);
    }
  }

  return (
    <Form layout="vertical" className="console-toolbar" style={{ marginTop: 16 }}>
      {samples.length > 0 ? (
        <Form.Item label="所属样本" htmlFor="file-sample">
          <Select
            id="file-sample"
            allowClear
            placeholder="整个订单"
            style={{ width: 200 }}
            value={sampleId}
            onChange={setSampleId}
            options={samples.map((sample) => ({ value: sample.id, label: sample.name }))}
          />
        </Form.Item>
      ) : null}
      <Upload
        accept={RESULT_FILE_EXTENSIONS.join(',')}
        multiple
        showUploadList={false}
        disabled={progress !== null}
        beforeUpload={(file, chosen) => {
          if (file === chosen[0]) void send(chosen);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={progress !== null}>
          上传结果文件
        </Button>
      </Upload>
      {progress !== null ? <Progress percent={Math.round(progress)} size="small" style={{ maxWidth: 240 }} data-testid="file-upload-progress" /> : null}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        一次选择的文件（最多 {RESULT_FILES_PER_UPLOAD} 个）一起上传，客户收到一封邮件。
      </Typography.Paragraph>
    </Form>
  );
}

export function OrderFiles({ order, files, samples, roles, onChanged }: { order: AdminOrderHeader; files: AdminResultFile[]; samples: AdminSample[]; roles: readonly string[]; onChanged: () => void }) {
  const lab = hasRole(roles, ['lab']);
  const sampleName = (id: number | null) => (id === null ? '整个订单' : (samples.find((sample) => sample.id === id)?.name ?? `#${id}`));

  const columns: ColumnsType<AdminResultFile> = [
    { title: '文件名', dataIndex: 'original_name', key: 'name', render: (name: string) => <span className="console-pre">{name}</span> },
    { title: '样本', dataIndex: 'sample_id', key: 'sample', render: (id: number | null) => sampleName(id) },
    { title: '大小', dataIndex: 'size', key: 'size', render: (size: number) => formatBytes(size) },
    {
      title: 'SHA-256',
      dataIndex: 'sha256',
      key: 'sha256',
      width: 220,
      render: (sha: string) => (
        <Typography.Text className="console-mono" copyable={{ text: sha, tooltips: ['复制', '已复制'] }}>
          {sha}
        </Typography.Text>
      ),
    },
    { title: '上传者', dataIndex: 'staff_name', key: 'staff', render: (name: string | null) => name ?? '—' },
    { title: '上传时间', dataIndex: 'create_time', key: 'time', render: (value: string) => formatTime(value) },
    {
      title: '下载次数',
      dataIndex: 'downloads',
      key: 'downloads',
      render: (count: number, file) => (file.last_download_at ? `${count}（最近 ${formatTime(file.last_download_at)}）` : count),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, file) => (
        <Space size={4}>
          <Button size="small" onClick={() => void download(file)}>
            下载
          </Button>
          {lab ? (
            <Popconfirm title="撤回该文件？" description="客户将无法再下载，记录保留。" okText="撤回" cancelText="取消" onConfirm={() => withdraw(file, onChanged)}>
              <Button size="small" danger>
                撤回
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card title={`结果文件（${files.length}）`} className="console-section" data-testid="order-files">
      <Table<AdminResultFile> rowKey="id" size="small" columns={columns} dataSource={files} pagination={false} {...wideTable()} locale={{ emptyText: '暂无结果文件' }} />
      {lab ? <FileUpload order={order} samples={samples} onUploaded={onChanged} /> : null}
    </Card>
  );
}
