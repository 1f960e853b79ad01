// The order's result files: name, the sample a file belongs to, size, date and SHA-256 (to check the
// download), and 下载, which asks for a short-lived link on every click (links last 5 minutes) and
// lets the browser download it.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { orderLifeApi, type resultFile } from '../../../../contracts/api/order-life.ts';
import { formatDate } from '../../../../contracts/order.ts';
import { formatBytes } from '../../../../contracts/order-ops.ts';
import { api } from '../../../api/client.ts';
import { useT } from '../../../i18n/use-t.ts';

export type ResultFileData = z.infer<typeof resultFile>;

interface ResultFilesProps {
  /** undefined while loading; null when they could not be loaded (the empty state). */
  files: readonly ResultFileData[] | null | undefined;
  sampleNames?: ReadonlyMap<number, string>;
}

export function ResultFiles({ files, sampleNames }: ResultFilesProps) {
  const t = useT();
  const [opening, setOpening] = useState<number | null>(null);

  async function download(file: ResultFileData) {
    setOpening(file.id);
    try {
      const link = await api.call(orderLifeApi.fileLink, { id: file.id });
      window.location.assign(link.url);
    } catch {
      // The client showed the server's message (文件不存在 …) or the network error.
    } finally {
      setOpening(null);
    }
  }

  if (files === undefined) return <Spin className="order-progress__loading" />;
  if (!files || files.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order.files.none')} />;
  return (
    <ul className="result-files" data-testid="result-files">
      {files.map((file) => {
        const sample = file.sample_id === null ? null : (sampleNames?.get(file.sample_id) ?? null);
        return (
          <li key={file.id} className="result-files__item" data-testid="result-file">
            <div className="result-files__main">
              <div className="result-files__name">
                <strong>{file.original_name}</strong>
                {sample ? <Tag className="result-files__sample">{t('order.progress.sample', { name: sample })}</Tag> : null}
              </div>
              <div className="result-files__meta">
                <span>{formatBytes(file.size)}</span>
                <time>{formatDate(file.create_time)}</time>
              </div>
              <div className="result-files__sha">
                <span className="result-files__sha-label">SHA-256</span>
                <Typography.Text className="result-files__hash" copyable={{ text: file.sha256, tooltips: [t('order.files.copy'), t('order.files.copied')] }}>
                  {file.sha256}
                </Typography.Text>
              </div>
            </div>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              aria-label={t('order.files.downloadName', { name: file.original_name })}
              loading={opening === file.id}
              onClick={() => void download(file)}
            >
              {t('order.files.download')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
