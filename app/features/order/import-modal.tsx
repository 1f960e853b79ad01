// Batch import (beyond the specification): download the kind's Excel template, fill it, upload it.
// The server checks every row with the form's rules and imports all rows or none; the problems are
// listed by row and column so the customer can fix the file and try again.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Table, Upload, message } from 'antd';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useState } from 'react';
import type { SampleOrderEndpoints } from '../../../contracts/api/order.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import type { SampleOrderKind } from '../../../contracts/order.ts';
import { ApiError, api } from '../../api/client.ts';
import { SAMPLE_KINDS } from './order-kinds.ts';

interface Problem {
  row: number;
  column: string;
  message: string;
}

interface ImportModalProps {
  kind: SampleOrderKind;
  /** The order the samples join; null makes a new order. */
  oid: number | null;
  open: boolean;
  onClose(): void;
  onImported(result: EndpointData<SampleOrderEndpoints['importSamples']>): void;
}

export function ImportModal({ kind, oid, open, onClose, onImported }: ImportModalProps) {
  const config = SAMPLE_KINDS[kind];
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);

  async function send(file: File) {
    const body = new FormData();
    body.append('file', file);
    if (oid) body.append('oid', String(oid));
    setBusy(true);
    setProblems([]);
    try {
      const result = await api.call(config.api.importSamples, {}, { body });
      void message.success(`成功导入 ${result.count} 个样本`);
      onImported(result);
      onClose();
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { problems?: Problem[] } | null) : null;
      setProblems(Array.isArray(data?.problems) ? data.problems : []);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      title={`批量导入${config.title}样本`}
      onCancel={() => {
        setProblems([]);
        onClose();
      }}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <div className="order-import" data-testid="import-modal">
        <p>
          1. 下载模板，每行填写一个样本（规则与表单相同）；2. 上传填好的 .xlsx 文件。任何一行有错误时不导入任何样本。
          {oid ? '样本将加入当前订单。' : '将新建一个订单。'}
        </p>
        <div className="order-import__actions">
          <Button icon={<DownloadOutlined />} href={config.api.importTemplate.url} download>
            下载模板
          </Button>
          <Upload
            accept=".xlsx"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="import-upload">
              上传文件
            </Button>
          </Upload>
        </div>
        {problems.length > 0 ? (
          <>
            <Alert type="error" showIcon title={`共 ${problems.length} 处错误，未导入任何样本`} className="order-import__alert" />
            <Table<Problem>
              size="small"
              rowKey={(p) => `${p.row}-${p.column}-${p.message}`}
              dataSource={problems}
              pagination={problems.length > 10 ? { pageSize: 10 } : false}
              columns={[
                { title: '行', dataIndex: 'row', key: 'row', width: 60 },
                { title: '列', dataIndex: 'column', key: 'column' },
                { title: '问题', dataIndex: 'message', key: 'message' },
              ]}
            />
          </>
        ) : null}
      </div>
    </FormDialog>
  );
}
