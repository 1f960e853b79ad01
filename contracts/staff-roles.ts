// The company's staff roles and what each may see (DESIGN.md "Operations console"): plain values, apart
// from contracts/staff.ts and its forms' schemas, so that the console's frame, its menu and every page
// that checks a role load no schema (decision 0096).

export const STAFF_ROLES = ['admin', 'editor', 'sales', 'lab'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '管理员',
  editor: '内容编辑',
  sales: '销售',
  lab: '实验室',
};

/** staff.status: 1 may sign in, 0 disabled by an admin. */
export const STAFF_STATUS = { disabled: 0, active: 1 } as const;

/** Which console sections a role sees (the side menu); admin sees everything. */
export const CONSOLE_SECTIONS = {
  orders: ['admin', 'sales', 'lab'],
  customers: ['admin', 'sales'],
  inbox: ['admin', 'sales'],
  /** Invoice requests of orders (decision 0074). */
  invoices: ['admin', 'sales'],
  staff: ['admin'],
  audit: ['admin'],
  /** Every piece of the public site's content. */
  content: ['admin', 'editor'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const hasRole = (roles: readonly string[], allowed: readonly StaffRole[]): boolean =>
  roles.includes('admin') || allowed.length === 0 || allowed.some((r) => roles.includes(r));
