// The permission matrix of the console's API, generated from the endpoint table
// (contracts/api/admin/index.ts), so a new call cannot skip it: every endpoint is registered; one
// that needs a session answers 401 without one and to a customer's live token; a member with one role
// gets 403 unless the endpoint names that role (admins may make every call), and otherwise anything
// but 401/403 (a refusal of the empty parameters is fine). The role check comes before the body is
// read, so an upload answers 401/403 to an empty multipart body too.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAdminEndpoints } from '../../../contracts/api/admin/index.ts';
import type { Endpoint } from '../../../contracts/endpoint.ts';
import { STAFF_ROLES, type StaffRole } from '../../../contracts/staff-roles.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { randomIp } from '../../../test/support/user-test-kit.ts';
import { createStaff, customerToken } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let app: FastifyInstance;
let customer: string;
const members = new Map<StaffRole, number>();

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  await app.ready();
  customer = await customerToken(app);
  for (const role of STAFF_ROLES) members.set(role, (await createStaff(app, [role])).id);
});

afterAll(async () => {
  await t?.close();
});

const BOUNDARY = 'permission-matrix';

/** One call with the endpoint's first method and empty parameters. */
async function send(endpoint: Endpoint, token: string | null): Promise<number> {
  const method = endpoint.methods[0];
  const headers: Record<string, string> = token === null ? {} : { authentication: token };
  if (method === 'GET') {
    return (await app.inject({ method, url: endpoint.url, headers, remoteAddress: randomIp() })).statusCode;
  }
  const body = endpoint.multipart
    ? { payload: `--${BOUNDARY}--\r\n`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }
    : { payload: {}, headers };
  return (await app.inject({ method, url: endpoint.url, remoteAddress: randomIp(), ...body })).statusCode;
}

/** A fresh session each time: a call such as logout ends the one it was made with. */
const sessionOf = async (role: StaffRole) => (await app.services.staffSessions.create(members.get(role)!, 'full')).token;

const endpoints = allAdminEndpoints();
const name = (endpoint: Endpoint) => `${endpoint.methods[0]} ${endpoint.url}`;

describe('the console API permission matrix', () => {
  it('covers the whole table', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(10);
    expect(new Set(endpoints.map((e) => e.url)).size).toBe(endpoints.length);
    expect(endpoints.every((e) => Array.isArray(e.roles))).toBe(true);
  });

  describe.each(endpoints.map((endpoint) => [name(endpoint), endpoint] as const))('%s', (_name, endpoint) => {
    it('is registered with each of its methods', () => {
      for (const method of endpoint.methods) expect(app.hasRoute({ method, url: endpoint.url }), `${method} ${endpoint.url}`).toBe(true);
    });

    if (!endpoint.auth) {
      it('answers without a session', async () => {
        expect([401, 403, 404]).not.toContain(await send(endpoint, null));
      });
      return;
    }

    it('answers 401 without a session and to a customer token', async () => {
      expect(await send(endpoint, null)).toBe(401);
      expect(await send(endpoint, customer)).toBe(401);
    });

    it.each(STAFF_ROLES.map((role) => [role]))('answers a member with only the role %s by the table', async (role) => {
      const allowed = role === 'admin' || endpoint.roles!.length === 0 || endpoint.roles!.includes(role);
      const status = await send(endpoint, await sessionOf(role));
      if (allowed) expect([401, 403], `${role} may call ${endpoint.url}`).not.toContain(status);
      else expect(status, `${role} may not call ${endpoint.url}`).toBe(403);
    });
  });
});
