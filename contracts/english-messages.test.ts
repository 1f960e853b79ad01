// Every message a customer can meet has its English beside the Chinese (issue 18 point 3): each
// `*_MESSAGES` object of the customer-facing contracts, fixed texts and texts built from values alike.
import { describe, expect, it } from 'vitest';
import { englishDisagreements, englishOf, englishPattern, messageIn, withEnglish } from './english-messages.ts';

// Messages only staff meet: the operations console is Chinese (DESIGN.md "English site" covers the
// public site, the account and ordering).
const STAFF_ONLY = new Set([
  'staff.ts:STAFF_MESSAGES',
  'inbox.ts:INBOX_MESSAGES',
  'customers.ts:CUSTOMER_MESSAGES',
  'order-ops.ts:ORDER_OPS_MESSAGES',
  'plasmid-admin.ts:PLASMID_ADMIN_MESSAGES',
  'content-articles.ts:CONTENT_MESSAGES',
  'content-catalogue.ts:CATALOGUE_MESSAGES',
  'content-site.ts:SITE_MESSAGES',
  'media.ts:MEDIA_MESSAGES',
  'content-schedule.ts:SCHEDULE_MESSAGES',
  'content-versions.ts:VERSION_MESSAGES',
  // The console's bulk actions and exports (decision 0083).
  'bulk.ts:BULK_MESSAGES',
]);

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** [where, Chinese text] of every customer-facing message, function messages called with sample values. */
function customerMessages(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('_MESSAGES') || typeof value !== 'object' || value === null) continue;
      const where = `${file.slice(2)}:${name}`;
      if (STAFF_ONLY.has(where)) continue;
      for (const [key, message] of Object.entries(value)) {
        if (typeof message === 'string') found.push([`${where}.${key}`, message]);
        else if (typeof message === 'function') found.push([`${where}.${key}()`, String((message as (...args: unknown[]) => unknown)(3, 7, 11))]);
      }
    }
  }
  return found;
}

describe('English messages', () => {
  it('has the English of every customer-facing message', () => {
    const messages = customerMessages();
    expect(messages.length).toBeGreaterThan(200);
    const missing = messages.filter(([, text]) => englishOf(text) === undefined).map(([where, text]) => `${where}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('holds no Chinese in any English message', () => {
    const chinese = customerMessages()
      .map(([where, text]) => [where, englishOf(text) ?? ''] as const)
      .filter(([, english]) => /[\u4e00-\u9fff]/.test(english));
    expect(chinese).toEqual([]);
  });

  it('gives one Chinese text one English wherever it is declared', () => {
    expect(englishDisagreements()).toEqual([]);
  });

  it('pairs by key, and patterns fill in the values', () => {
    withEnglish({ a: '测试甲', b: (n: number) => `第${n}行测试` }, { a: 'Test A', b: (n: number) => `Row ${n} test` });
    englishPattern(/第(\d+)行测试/, (match) => `Row ${match[1]} test`);
    expect(englishOf('测试甲')).toBe('Test A');
    expect(englishOf('第12行测试')).toBe('Row 12 test');
    expect(englishOf('前缀第12行测试')).toBeUndefined();
    expect(messageIn('en', '测试甲')).toBe('Test A');
    expect(messageIn('zh', '测试甲')).toBe('测试甲');
    expect(messageIn('en', '没有英文的话')).toBe('没有英文的话');
  });
});
