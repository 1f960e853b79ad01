// Helpers of the console's API tests: staff members inserted directly (any roles), a live session for
// each, and calls to /api/admin/v1 through app.inject.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../contracts/staff-roles.ts';
import { staff, users } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/modules/user/password.ts';
import { randomIp } from './user-test-kit.ts';

export const STAFF_PASSWORD = 'Lab#2026ops';

export interface TestStaff {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  token: string;
}

/** A member with these roles and a live full session. */
export async function createStaff(app: FastifyInstance, roles: StaffRole[], overrides: { email?: string; name?: string } = {}): Promise<TestStaff> {
  const email = overrides.email ?? `staff${randomInt(1e9)}@example.com`;
  const name = overrides.name ?? `员工${roles.join('+')}`;
  const [row] = await app.database.db
    .insert(staff)
    .values({ email, name, roles, password_hash: await hashPassword(STAFF_PASSWORD) })
    .returning({ id: staff.id });
  const session = await app.services.staffSessions.create(row.id, 'full');
  return { id: row.id, email, name, roles, token: session.token };
}

export async function adminCall(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown> = {},
  options: { token?: string; ip?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: url.startsWith('/api/') ? url : `/api/admin/v1${url}`,
    payload: body,
    remoteAddress: options.ip ?? randomIp(),
    headers: options.token === undefined ? {} : { authentication: options.token },
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

/** A live customer session (an active account inserted directly): it must mean nothing on /api/admin. */
export async function customerToken(app: FastifyInstance): Promise<string> {
  const [user] = await app.database.db
    .insert(users)
    .values({ email: `customer${randomInt(1e9)}@example.com`, password_hash: 'x', status: 1 })
    .returning({ id: users.id });
  return (await app.services.sessions.createSession(user.id)).token;
}
