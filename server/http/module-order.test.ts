import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createModuleOrder, staticImportsOf } from './module-order.ts';

describe('staticImportsOf', () => {
  it('reads the imports a built chunk begins with, in their order, and stops at its code', () => {
    const chunk =
      'import{a as e}from"./rolldown-runtime-B1.js";import"./bulk-C2.js";import*as t from"./icons-D3.js";import n,{b as r}from"./form-fields-E4.js";var u=`import"./not-a-dep.js"`;export{u as a};';
    expect(staticImportsOf(chunk)).toEqual(['rolldown-runtime-B1.js', 'bulk-C2.js', 'icons-D3.js', 'form-fields-E4.js']);
    expect(staticImportsOf('var a=1;import"./late.js";')).toEqual([]);
    expect(staticImportsOf('')).toEqual([]);
  });
});

describe('createModuleOrder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-order-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const chunk = (name: string, imports: string[]) =>
    fs.writeFileSync(path.join(dir, 'assets', name), `${imports.map((i) => `import"./${i}";`).join('')}export const x=1;`);
  chunk('entry.client-1.js', ['framework-2.js', 'shell-3.js']);
  chunk('framework-2.js', []);
  chunk('shell-3.js', ['framework-2.js']);
  chunk('page-4.js', ['shell-3.js', 'table-5.js', 'unlisted-6.js']);
  chunk('table-5.js', ['framework-2.js', 'page-4.js']);
  chunk('unlisted-6.js', []);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const order = createModuleOrder(dir);

  it('puts every script after the listed scripts it imports, keeping the page’s order otherwise', () => {
    const listed = ['/assets/entry.client-1.js', '/assets/page-4.js', '/assets/framework-2.js', '/assets/shell-3.js', '/assets/table-5.js'];
    const ordered = order(listed);
    expect(ordered).toEqual(['/assets/framework-2.js', '/assets/shell-3.js', '/assets/entry.client-1.js', '/assets/table-5.js', '/assets/page-4.js']);
    // A cycle (page-4 and table-5 import each other) still lists each once.
    expect(new Set(ordered).size).toBe(listed.length);
  });

  it('keeps an address it cannot read where it was: not an asset, or not in this build', () => {
    expect(order(['/assets/gone-9.js', '/assets/shell-3.js', '/../../etc/passwd.js', '/assets/framework-2.js'])).toEqual([
      '/assets/gone-9.js',
      '/assets/framework-2.js',
      '/assets/shell-3.js',
      '/../../etc/passwd.js',
    ]);
  });
});
