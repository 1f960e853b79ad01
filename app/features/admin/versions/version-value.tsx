// How the history drawer shows one changed field: long or rich text as a text diff (struck and added
// pieces), times as Beijing time, flags and statuses in words, anything else as stored.
import { VERSION_FIELD_LABELS } from '../../../../contracts/content-versions.ts';
import { formatTime } from '../console-time.ts';
import { textDiff, visibleText } from './text-diff.ts';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** Short text shows as old → new; longer text, or HTML, as a diff. */
const DIFF_FROM = 40;

export const fieldLabel = (field: string) => VERSION_FIELD_LABELS[field] ?? field;

function plain(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '（空）';
  if (field === 'status' && (value === 0 || value === 1)) return value === 1 ? '显示' : '隐藏';
  if (field.startsWith('is_') && (value === 0 || value === 1)) return value === 1 ? '是' : '否';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatTime(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const isLong = (value: unknown) => typeof value === 'string' && (value.length > DIFF_FROM || /<[a-z][^>]*>/i.test(value));

export function FieldChangeView({ field, before, after }: { field: string; before: unknown; after: unknown }) {
  if ((isLong(before) || isLong(after)) && (typeof before === 'string' || before === null) && (typeof after === 'string' || after === null)) {
    const parts = textDiff(visibleText(before ?? ''), visibleText(after ?? ''));
    return (
      <div className="version-text-diff" data-testid="version-text-diff">
        {parts.length === 0 ? <span>（仅格式变化）</span> : null}
        {parts.map((part, index) =>
          part.kind === 'same' ? (
            <span key={index}>{part.text}</span>
          ) : part.kind === 'removed' ? (
            <del key={index} style={{ background: '#fff1f0', color: '#a8071a' }}>
              {part.text}
            </del>
          ) : (
            <ins key={index} style={{ background: '#f6ffed', color: '#135200', textDecoration: 'none' }}>
              {part.text}
            </ins>
          ),
        )}
      </div>
    );
  }
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      <del style={{ color: '#a8071a' }}>{plain(field, before)}</del>
      {' → '}
      <ins style={{ color: '#135200', textDecoration: 'none' }}>{plain(field, after)}</ins>
    </span>
  );
}
