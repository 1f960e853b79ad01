// The operations console's API (/api/admin/v1, DESIGN.md "Operations console"): the same envelope and
// `authentication` header as /api/v1, but the token is a staff session's. Every call names the roles
// that may make it; the server answers 401 without a staff session (a customer's token included) and
// 403 to a member without one of the roles. Admins may make every call.
import type { z } from 'zod';
import { endpointsUnder, type Endpoint, type EndpointDefinition } from '../../endpoint.ts';
import type { StaffRole } from '../../staff-roles.ts';

export const ADMIN_API_PREFIX = '/api/admin/v1';

const underAdmin = endpointsUnder(ADMIN_API_PREFIX);

type AdminDefinition<I extends z.ZodType, O extends z.ZodType, A extends boolean> = Omit<EndpointDefinition<I, O, A>, 'roles'> & {
  /** Who may call it besides admins; [] = any signed-in member. */
  roles: readonly StaffRole[];
};

/** An admin call: a staff session is required unless `auth: false` (the sign-in itself). */
export function admin<I extends z.ZodType = z.ZodObject<{}>, O extends z.ZodType = z.ZodNull, A extends boolean = true>(
  definition: AdminDefinition<I, O, A>,
): Endpoint<I, O, A> {
  return underAdmin<I, O, A>({ ...definition, auth: (definition.auth ?? true) as A, tags: definition.tags ?? ['admin'] });
}
