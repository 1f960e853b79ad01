// One proof file per field (spec/ordering.md section 5): png, jpg, jpeg, pdf, doc, docx. The browser
// refuses other names with the specification's message before sending; the server checks the content
// again (purpose `proof`). The field's value is the stored file's address, which is private and never
// served: a file just chosen opens from the browser's own copy, a stored one through the short-lived link
// the order's answer carried.
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload, message } from 'antd';
import { useEffect, useState } from 'react';
import { CELL_MESSAGES, CELL_PROOF_EXTS, CELL_PROOF_PURPOSE } from '../../../contracts/order-cell.ts';
import { uploadApi } from '../../../contracts/api/upload.ts';
import { uploadAccept } from '../../../contracts/uploads.ts';
import { api } from '../../api/client.ts';
import { inPageLanguage } from '../../i18n/current-language.ts';
import { useT } from '../../i18n/use-t.ts';

export const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

interface ProofUploadProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  testId: string;
  /** The stored file's download link (editing an order), from the order's answer. */
  link?: { url: string; name: string } | null;
}

export function ProofUpload({ value, onChange, testId, link }: ProofUploadProps) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const [name, setName] = useState<string | null>(null);
  // The file just uploaded, from the browser's memory (the stored copy is private).
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);
  const href = localUrl ?? link?.url;

  async function send(file: File) {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(CELL_PROOF_EXTS as readonly string[]).includes(ext)) {
      void message.error(inPageLanguage(CELL_MESSAGES.badFile));
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setUploading(true);
    try {
      const [saved] = await api.call(uploadApi.upload, { purpose: CELL_PROOF_PURPOSE }, { body });
      setName(saved.name);
      setLocalUrl(URL.createObjectURL(file));
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
          {href ? (
            <a href={href} target="_blank" rel="noreferrer" className="proof-upload__file">
              {name ?? link?.name ?? fileNameOf(value)}
            </a>
          ) : (
            <span className="proof-upload__file">{name ?? fileNameOf(value)}</span>
          )}
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('order.proof.remove')}
            onClick={() => {
              setName(null);
              setLocalUrl(null);
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
            {t('order.uploadFile')}
          </Button>
        </Upload>
      )}
    </div>
  );
}
