// One proof file per field (spec/ordering.md section 5): png, jpg, jpeg, pdf, doc, docx. The browser
// refuses other names with the specification's message before sending; the server checks the content
// again (purpose `proof`). The field's value is the stored file's address.
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload, message } from 'antd';
import { useState } from 'react';
import { CELL_MESSAGES, CELL_PROOF_EXTS, CELL_PROOF_PURPOSE } from '../../../contracts/order-cell.ts';
import { uploadApi } from '../../../contracts/api/upload.ts';
import { uploadAccept } from '../../../contracts/uploads.ts';
import { api } from '../../api/client.ts';

export const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

interface ProofUploadProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  testId: string;
}

export function ProofUpload({ value, onChange, testId }: ProofUploadProps) {
  const [uploading, setUploading] = useState(false);
  const [name, setName] = useState<string | null>(null);

  async function send(file: File) {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(CELL_PROOF_EXTS as readonly string[]).includes(ext)) {
      void message.error(CELL_MESSAGES.badFile);
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setUploading(true);
    try {
      const [saved] = await api.call(uploadApi.upload, { purpose: CELL_PROOF_PURPOSE }, { body });
      setName(saved.name);
      onChange?.(saved.url);
    } catch {
      // The client showed the server's message (a refused type says which types are allowed).
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="proof-upload" data-testid={testId}>
      {value ? (
        <Space size={4} wrap>
          <PaperClipOutlined />
          <a href={value} target="_blank" rel="noreferrer" className="proof-upload__file">
            {name ?? fileNameOf(value)}
          </a>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label="删除文件"
            onClick={() => {
              setName(null);
              onChange?.(null);
            }}
          />
        </Space>
      ) : (
        <Upload
          accept={uploadAccept(CELL_PROOF_PURPOSE)}
          maxCount={1}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            void send(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            上传文件
          </Button>
        </Upload>
      )}
    </div>
  );
}
