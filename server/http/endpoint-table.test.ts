// The endpoint table (contracts/api/) is the API: every call the server answers under /api/v1 is one
// of its endpoints, each is registered with its methods, and the OpenAPI document shows every call's
// real answer (never an empty `data: {}`).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contracts/api/index.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
let app: FastifyInstance;
let doc: { paths: Record<string, Record<string, OpenApiOperation>>; components?: { schemas?: Record<string, unknown> } };

interface OpenApiOperation {
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

  it('is what the server answers: every documented call (/api/v1 and the root calls) is an endpoint of the table', () => {
    const table = new Set(allEndpoints().map((endpoint) => endpoint.url));
    // The document holds /api/v1 and the root calls the table names; the rest is hidden from it.
    const documented = Object.keys(doc.paths);
    expect(documented.filter((path) => path.startsWith('/api/v1/')).length).toBeGreaterThan(0);
    expect(documented.filter((path) => !table.has(path))).toEqual([]);
  });

  it('registers every endpoint, /api/v1 and root alike, with each of its methods', () => {
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

  it('resolves every reference of the document (a recursive answer such as the category tree is one shared schema)', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]*"/g) ?? [];
    const schemas = doc.components?.schemas ?? {};
    const dangling = refs.map((ref) => ref.slice(8, -1)).filter((ref) => !(ref.startsWith('#/components/schemas/') && ref.slice(21) in schemas));
    expect(dangling).toEqual([]);
  });
});
