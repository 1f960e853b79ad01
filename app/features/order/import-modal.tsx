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
import { useT } from '../../i18n/use-t.ts';
import { useMessageIn } from './use-message-in.ts';

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
  const t = useT();
  const m = useMessageIn();
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
      void message.success(t('order.import.done', { count: result.count }));
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
      title={t('order.import.title', { name: m(config.title) })}
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
          {t('order.import.steps')} {oid ? t('order.import.joinOrder') : t('order.import.newOrder')}
        </p>
        <div className="order-import__actions">
          <Button icon={<DownloadOutlined />} href={config.api.importTemplate.url} download>
            {t('order.import.template')}
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
              {t('order.uploadFile')}
            </Button>
          </Upload>
        </div>
        {problems.length > 0 ? (
          <>
            <Alert type="error" showIcon title={t('order.import.problems', { count: problems.length })} className="order-import__alert" />
            <Table<Problem>
              size="small"
              rowKey={(p) => `${p.row}-${p.column}-${p.message}`}
              dataSource={problems}
              pagination={problems.length > 10 ? { pageSize: 10 } : false}
              columns={[
                { title: t('order.import.row'), dataIndex: 'row', key: 'row', width: 60 },
                // The column is named as the template (a Chinese file) heads it.
                { title: t('order.import.column'), dataIndex: 'column', key: 'column' },
                { title: t('order.import.problem'), dataIndex: 'message', key: 'message', render: (text: string) => m(text) },
              ]}
            />
          </>
        ) : null}
      </div>
    </FormDialog>
  );
}
