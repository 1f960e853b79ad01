// The signed-in staff member as admin routes see it, resolved from the `authentication` header of
// /api/admin calls (a staff session; a customer's token resolves to nothing there).
import type { StaffRole } from '../../contracts/staff-roles.ts';

export interface AuthStaff {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  /** 'enrol': an admin who must set up TOTP first may only do that. */
  scope: 'full' | 'enrol';
  sessionId: number;
  sessionExpiresAt: Date;
}

/** Who did a staff write, for the audit log: the member (null from the command line) and the address. */
export interface StaffActor {
  id: number | null;
  email: string | null;
  ip: string | null;
}

export const actorOf = (staff: Pick<AuthStaff, 'id' | 'email'>, ip: string | null): StaffActor => ({ id: staff.id, email: staff.email, ip });

declare module 'fastify' {
  interface FastifyRequest {
    staff: AuthStaff | null;
  }
}
