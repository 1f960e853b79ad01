// 导入 Excel: an .xlsx sheet (the export is its template) sent to the import call; 货号 decides create or
// update, and any problem imports nothing: the list of problems (row, column, message) is shown here.
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Table, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import { adminPlasmidApi } from '../../../../contracts/api/admin/content-plasmids.ts';
import { PLASMID_ADMIN_MESSAGES, PLASMID_IMPORT_MAX_ROWS } from '../../../../contracts/plasmid-admin.ts';
import { ApiError, api } from '../../../api/client.ts';

interface Problem {
  row: number;
  column: string;
  message: string;
}

export function PlasmidImport({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);

  async function send(file: File) {
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    setProblems([]);
    try {
      const result = await api.upload(adminPlasmidApi.import, body);
      void message.success(PLASMID_ADMIN_MESSAGES.imported(result.created, result.updated));
      onImported();
      onClose();
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { problems?: Problem[] } | null) : null;
      setProblems(data?.problems ?? []);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onCancel={onClose} footer={null} title="导入 Excel" width="min(720px, 100vw)" destroyOnHidden>
      <Typography.Paragraph>
        先“导出 Excel”得到表格（即导入模板），修改后导入。以货号为准：货号已存在的行更新该质粒（只改表中有的列，空单元格清空该字段），其余新增。序列与图谱元件请在编辑页上传 GenBank / FASTA 文件。
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        .xlsx 文件不超过 5 MB，解压后不超过 50 MB，最多 {PLASMID_IMPORT_MAX_ROWS} 行；任何一行有错误时不导入任何质粒。
      </Typography.Paragraph>
      <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => (void send(file), false)}>
        <Button type="primary" icon={<UploadOutlined />} loading={busy}>
          选择 .xlsx 文件
        </Button>
      </Upload>
      {problems.length ? (
        <>
          <Alert style={{ margin: '16px 0 8px' }} type="error" message={PLASMID_ADMIN_MESSAGES.importFailed(problems.length)} />
          <Table
            size="small"
            rowKey={(p) => `${p.row}-${p.column}-${p.message}`}
            dataSource={problems}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { title: '行', dataIndex: 'row', key: 'row', width: 70 },
              { title: '列', dataIndex: 'column', key: 'column', width: 160 },
              { title: '问题', dataIndex: 'message', key: 'message' },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
