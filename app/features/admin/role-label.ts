// A role as people read it (contracts/staff.ts STAFF_ROLE_LABELS); an unknown role shows as stored.
import { STAFF_ROLE_LABELS, type StaffRole } from '../../../contracts/staff-roles.ts';

export function roleLabel(role: string): string {
  return STAFF_ROLE_LABELS[role as StaffRole] ?? role;
}
