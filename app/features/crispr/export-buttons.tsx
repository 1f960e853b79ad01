// Downloads of a finished job's whole result from the server (/crisprNet/export): the session token
// goes in a header, so each file is fetched and then saved, never linked.
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { crisprApi } from '../../../contracts/api/crispr.ts';
import { EXPORT_FORMATS, type ExportFormat } from '../../../contracts/crispr.ts';
import { api } from '../../api/client.ts';
import { saveFile } from '../../api/save-file.ts';
import { useT } from '../../i18n/use-t.ts';

export function ExportButtons({ jobId, formats = EXPORT_FORMATS }: { jobId: number; formats?: readonly ExportFormat[] }) {
  const t = useT();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      const file = await api.download(crisprApi.export, { id: jobId, format });
      saveFile(file.blob, file.fileName ?? `CRISPR-Net-${jobId}.${format}`);
    } catch {
      // The client shows the refusal.
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="crispr-export" role="group" aria-label={t('crispr.search.export')} data-testid="crispr-export">
      <span>{t('crispr.search.export')}</span>
      {formats.map((format) => (
        <Button key={format} size="small" icon={<DownloadOutlined />} loading={busy === format} onClick={() => void download(format)} data-format={format}>
          {format.toUpperCase()}
        </Button>
      ))}
      <small>{t('crispr.search.exportHint')}</small>
    </div>
  );
}
