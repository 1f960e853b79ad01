// The browser build's contracts (decision 0091): endpoint declarations lose their zod schemas, a
// contract module's top-level values are marked pure so the bundler can leave out unused schemas,
// and what the browser runs (the endpoints' addresses, the statements, functions' bodies) is kept.
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { browserContract } from './browser-contracts.ts';

const parse = (code: string) => parseAst(code) as never;
const transform = (code: string, endpoints = true) => browserContract(code, parse, { endpoints })?.code ?? code;

describe('browserContract', () => {
  it('drops input and output from endpoint declarations and keeps the rest of each', () => {
    const out = transform(
      [
        "const row = z.object({ id: z.number() });",
        "export const api = {",
        "  list: admin({ path: '/orders/list', summary: '订单', input: z.object({ page: z.number() }), output: z.array(row), roles: ['sales'] }),",
        "  one: admin({ path: '/orders/one', summary: '一个', output: row }),",
        "};",
      ].join('\n'),
    );
    expect(out).not.toMatch(/input:|output:/);
    expect(out).toContain("path: '/orders/list', summary: '订单', roles: ['sales'] })");
    expect(out).toContain("path: '/orders/one', summary: '一个',  })");
    // Still valid JavaScript.
    expect(() => parseAst(out)).not.toThrow();
  });

  it('leaves objects that are not endpoint declarations alone', () => {
    const code = "export const form = build({ input: a, output: b });\nconst other = { path: '/x', input: 1 };";
    const out = transform(code);
    expect(out).toContain('input: a, output: b');
    expect(out).toContain("path: '/x', input: 1");
  });

  it('marks every call a top-level value makes as pure, each call of a chain in its own parentheses', () => {
    const out = transform('export const name = z.string().trim().max(50, tooLong(50));\nconst n = 1;', false);
    expect(out).toBe('export const name = /*#__PURE__*/ (/*#__PURE__*/ (/*#__PURE__*/ z.string()).trim()).max(50, /*#__PURE__*/ tooLong(50));\nconst n = 1;');
    expect(() => parseAst(out)).not.toThrow();
  });

  it('does not mark statements, nor calls inside the functions a value defines', () => {
    const code = 'z.config({ jitless: true });\nexport const check = (v) => validate(v);\nexport function build() { return make(); }';
    expect(transform(code, false)).toBe(code);
  });

  it('keeps every module parseable when a dropped schema held marked calls', () => {
    const out = transform("export const api = { a: v1({ path: '/a', summary: 'A', output: z.array(z.object({ id: z.number().int() })).nullable() }) };");
    expect(() => parseAst(out)).not.toThrow();
    expect(out).toBe("export const api = { a: /*#__PURE__*/ v1({ path: '/a', summary: 'A',  }) };");
  });

  it('drops the imports only the dropped schemas used, and keeps those something else uses', () => {
    const out = transform(
      [
        "import { z } from 'zod';",
        "import { staffLoginInput, staffAddInput } from '../../staff.ts';",
        "import { EXPORT_TYPES, exportFormat } from '../../bulk.ts';",
        "import { admin } from './admin-v1.ts';",
        "import './side-effect.ts';",
        "export const row = z.object({ id: z.number() });",
        "export const api = {",
        "  login: admin({ path: '/auth/login', summary: '登录', input: staffLoginInput }),",
        "  add: admin({ path: '/staff/add', summary: '添加', input: staffAddInput.extend({ f: exportFormat }), contentType: EXPORT_TYPES }),",
        "};",
      ].join('\n'),
    );
    expect(out).not.toContain('staff.ts');
    expect(out).toContain("import { EXPORT_TYPES } from '../../bulk.ts';");
    expect(out).toContain("import { z } from 'zod';");
    expect(out).toContain("import { admin } from './admin-v1.ts';");
    expect(out).toContain("import './side-effect.ts';");
    expect(() => parseAst(out)).not.toThrow();
  });

  it('leaves the imports of a module whose endpoints had no schema to drop', () => {
    const code = "import { unused } from './x.ts';\nexport const api = { a: v1({ path: '/a', summary: 'A' }) };";
    expect(transform(code)).toContain("import { unused } from './x.ts';");
  });
});

