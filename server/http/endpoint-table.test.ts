// The endpoint table (contracts/api/) is the API: every call the server answers under /api/v1 and the
// console's /api/admin/v1 is one of its endpoints, each is registered with its methods, and the
// OpenAPI document shows every call's real answer (never an empty `data: {}`).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAdminEndpoints } from '../../contracts/api/admin/index.ts';
import { allEndpoints as publicEndpoints } from '../../contracts/api/index.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
let app: FastifyInstance;
let doc: { paths: Record<string, Record<string, OpenApiOperation>>; components?: { schemas?: Record<string, unknown> } };

/** /api/v1, the root calls and the console's /api/admin/v1. */
const allEndpoints = () => [...publicEndpoints(), ...allAdminEndpoints()];

interface OpenApiOperation {
  security?: unknown[];
  description?: string;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: { data?: Record<string, unknown> } } }> }>;
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  doc = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
});

afterAll(async () => {
  await testApp?.close();
});

describe('the endpoint table', () => {
  it('declares each call once: no two endpoints share a path', () => {
    const urls = allEndpoints().map((endpoint) => endpoint.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('is what the server answers: every documented call (/api/v1, /api/admin/v1 and the root calls) is an endpoint of the table', () => {
    const table = new Set(allEndpoints().map((endpoint) => endpoint.url));
    // The document holds /api/v1, /api/admin/v1 and the root calls the table names; the rest is hidden from it.
    const documented = Object.keys(doc.paths);
    expect(documented.filter((path) => path.startsWith('/api/v1/')).length).toBeGreaterThan(0);
    expect(documented.filter((path) => path.startsWith('/api/admin/v1/')).length).toBeGreaterThan(0);
    expect(documented.filter((path) => !table.has(path))).toEqual([]);
  });

  it('registers every endpoint, /api/v1, /api/admin/v1 and root alike, with each of its methods', () => {
    for (const endpoint of allEndpoints()) {
      const operations = doc.paths[endpoint.url];
      expect(operations, endpoint.url).toBeDefined();
      for (const method of endpoint.methods) expect(Object.keys(operations ?? {}), endpoint.url).toContain(method.toLowerCase());
    }
  });

  it('documents the real answer of every JSON call', () => {
    const empty: string[] = [];
    for (const endpoint of allEndpoints()) {
      if (endpoint.answer !== 'json') continue;
      for (const method of endpoint.methods) {
        const operation = doc.paths[endpoint.url]?.[method.toLowerCase()];
        const data = operation?.responses?.['200']?.content?.['application/json']?.schema?.properties?.data;
        if (!data || Object.keys(data).length === 0) empty.push(`${method} ${endpoint.url}`);
      }
    }
    expect(empty).toEqual([]);
  });

  it('documents who may make each console call, and that it needs a staff token', () => {
    for (const endpoint of allAdminEndpoints()) {
      const operation = doc.paths[endpoint.url]?.[endpoint.methods[0].toLowerCase()];
      expect(operation?.description ?? '(not documented)', endpoint.url).toMatch(/^运营后台/);
      expect(operation?.security ?? [], endpoint.url).toHaveLength(endpoint.auth ? 1 : 0);
    }
    expect(doc.paths['/api/admin/v1/staff/add']?.post?.description).toBe('运营后台（员工令牌）。可调用：管理员。');
    expect(doc.paths['/api/admin/v1/auth/me']?.post?.description).toBe('运营后台（员工令牌）。可调用：任何已登录员工。');
  });

  it('resolves every reference of the document (a recursive answer such as the category tree is one shared schema)', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]*"/g) ?? [];
    const schemas = doc.components?.schemas ?? {};
    const dangling = refs.map((ref) => ref.slice(8, -1)).filter((ref) => !(ref.startsWith('#/components/schemas/') && ref.slice(21) in schemas));
    expect(dangling).toEqual([]);
  });
});
