// Every action code and audited table the server records has words in the console's audit log.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionWords, auditEntityWords } from './audit-words.ts';

const serverDir = path.resolve(import.meta.dirname, '..', 'server');

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The action codes written in the server's source: quoted dotted names of the audited areas. */
function recordedActions(): string[] {
  const codes = new Set<string>();
  const pattern = /'((?:content|customer|inbox|order|order_file|price|sample|staff)\.[a-z_.]+)'/g;
  for (const file of serverSources(serverDir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) codes.add(match[1]!);
  }
  return [...codes].filter((code) => !/\.(ts|csv|xlsx?|json)$/.test(code));
}

describe('the audit log in words', () => {
  it('has words for every action code the server records', () => {
    const codes = recordedActions();
    expect(codes.length).toBeGreaterThan(50);
    const without = codes.filter((code) => auditActionWords(code) === code || /[a-z]/.test(auditActionWords(code).replace(/GUIDE-seq/g, '')));
    expect(without).toEqual([]);
  });

  it('says what happened in Chinese', () => {
    expect(auditActionWords('content.carousel.reorder')).toBe('调整顺序：轮播图');
    expect(auditActionWords('content.product.hide')).toBe('隐藏产品');
    expect(auditActionWords('order.move_back')).toBe('退回订单状态');
    expect(auditActionWords('sample.move')).toBe('推进样本状态');
    // An unknown code is shown as it is rather than hidden.
    expect(auditActionWords('robot.dance')).toBe('robot.dance');
  });

  it('names the audited tables', () => {
    for (const entity of ['ads', 'articles', 'guide_order', 'amplicon_sample', 'purchase_enquiry', 'staff', 'uploads']) {
      expect(auditEntityWords(entity), entity).not.toBe(entity);
    }
    expect(auditEntityWords('guide_order')).toBe('GUIDE-seq 订单');
  });
});
