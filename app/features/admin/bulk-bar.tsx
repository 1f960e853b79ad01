// Bulk actions of a console list (issue 35 point 9): the rows ticked in the table, the bar over it
// (选中 N 项 and the list's actions) and the confirmation that names the count (确定删除选中的 3 条新闻？),
// with a field when the action needs one (the category to move to, the member to assign). The server
// runs the whole selection in one transaction; the bar reloads the list and clears the selection after.
// Also the export buttons every list has: CSV and Excel of all rows the URL's filters match.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Select, Space, message } from 'antd';
import { useState, type Key } from 'react';
import { bulkConfirmText, EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type ExportFormat } from '../../../contracts/bulk.ts';
import type { Endpoint } from '../../../contracts/endpoint.ts';
import { api, type Params } from '../../api/client.ts';
import { saveFile } from '../../api/save-file.ts';

/**
 * The ticked rows of a table. A new `resetKey` (the list's filters and page) clears them, so an action
 * never reaches rows that are no longer on screen.
 */
export function useRowSelection<K extends Key>(resetKey: string) {
  const [keys, setKeys] = useState<K[]>([]);
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setKeys([]);
  }
  return {
    keys,
    clear: () => setKeys([]),
    /** The table's rowSelection. */
    rowSelection: { selectedRowKeys: keys, onChange: (next: Key[]) => setKeys(next as K[]) },
  };
}

export interface BulkField {
  label: string;
  placeholder: string;
  options: Array<{ value: number; label: string }>;
  /** Offer nobody too, under this label (取消指派): `run` then gets null. */
  allowNone?: string;
}

export interface BulkAction {
  key: string;
  /** The button: 隐藏, 删除, 移动分类 … */
  label: string;
  /** The confirmation's verb (确定{verb}选中的 N 条{noun}？); the label when absent. */
  verb?: string;
  danger?: boolean;
  /** A line under the confirmation's question (删除后不可恢复。). */
  warning?: string;
  /** A value the confirmation asks for; `run` gets it. */
  field?: BulkField;
  run: (value: number | null | undefined) => Promise<unknown>;
}

interface BulkBarProps {
  count: number;
  /** What a row is: 新闻, 订单, 客户 … */
  noun: string;
  actions: BulkAction[];
  onClear: () => void;
  /** After an action succeeded: reload the list (the bar clears the selection itself). */
  onDone: () => void;
}

/** Shown while rows are ticked. */
export function BulkBar({ count, noun, actions, onClear, onDone }: BulkBarProps) {
  const [open, setOpen] = useState<BulkAction | null>(null);
  const [value, setValue] = useState<number | undefined>(undefined);
  const [running, setRunning] = useState(false);
  if (count === 0) return null;

  const start = (action: BulkAction) => {
    setValue(undefined);
    setOpen(action);
  };

  async function confirm() {
    if (!open) return;
    if (open.field && value === undefined) {
      void message.error(open.field.placeholder);
      return;
    }
    setRunning(true);
    try {
      // 0 is the 'nobody' choice (ids start at 1).
      await open.run(open.field?.allowNone && value === 0 ? null : value);
      void message.success(`已${open.verb ?? open.label} ${count} 条${noun}`);
      setOpen(null);
      onClear();
      onDone();
    } catch {
      // The client has shown the refusal; the selection stays for another try.
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className="console-bulk-bar" role="region" aria-label="批量操作" data-testid="bulk-bar">
      <span className="console-bulk-bar__count">选中 {count} 项</span>
      {actions.map((action) => (
        <Button key={action.key} size="small" danger={action.danger} onClick={() => start(action)} data-testid={`bulk-${action.key}`}>
          {action.label}
        </Button>
      ))}
      <Button size="small" type="link" onClick={onClear}>
        取消选择
      </Button>
      <Modal
        open={open !== null}
        title={open ? bulkConfirmText(open.verb ?? open.label, count, noun) : ''}
        okText={open?.verb ?? open?.label ?? '确定'}
        okButtonProps={{ danger: open?.danger, loading: running, 'data-testid': 'bulk-confirm' } as never}
        cancelText="取消"
        onOk={() => void confirm()}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {open?.warning ? <p>{open.warning}</p> : null}
        {open?.field ? (
          <Form layout="vertical">
            <Form.Item label={open.field.label} htmlFor="bulk-field" required>
              <Select<number>
                id="bulk-field"
                placeholder={open.field.placeholder}
                value={value}
                onChange={setValue}
                showSearch={{ optionFilterProp: 'label' }}
                options={[...(open.field.allowNone ? [{ value: 0, label: open.field.allowNone }] : []), ...open.field.options]}
              />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </div>
  );
}

/**
 * 导出 CSV and 导出 Excel: every row the list's filters match (not only the page shown), fetched with the
 * staff token and saved under the name the server gives.
 */
export function ExportButtons({ endpoint, params, fallbackName }: { endpoint: Endpoint; params: Params; fallbackName: string }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  async function run(format: ExportFormat) {
    setBusy(format);
    try {
      const file = await api.download(endpoint, { ...params, format });
      saveFile(file.blob, file.fileName ?? `${fallbackName}.${format}`);
    } catch {
      // The client shows the refusal.
    } finally {
      setBusy(null);
    }
  }
  return (
    <Space size={8} wrap>
      {EXPORT_FORMATS.map((format) => (
        <Button key={format} icon={<DownloadOutlined />} loading={busy === format} disabled={busy !== null && busy !== format} onClick={() => void run(format)} data-testid={`export-${format}`}>
          导出 {EXPORT_FORMAT_LABELS[format]}
        </Button>
      ))}
    </Space>
  );
}
