// The plain values split from the form contracts (decision 0096): a console page that checks a role,
// shows a sample's labels, an invoice's status or a CRISPR-Net job's status loads these modules, and
// must not reach, through any of their imports, the form modules whose schemas are built on load.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../test/support/import-graph.ts';

const contracts = import.meta.dirname;
const FORM_MODULES = ['staff.ts', 'user.ts', 'invoice.ts', 'order-sample.ts', 'crispr.ts', 'bulk.ts'].map((file) => path.join(contracts, file));
const PLAIN_MODULES = ['staff-roles.ts', 'order-sample-options.ts', 'invoice-rules.ts', 'crispr-constants.ts'];

describe('plain contract values', () => {
  it.each(PLAIN_MODULES)('%s reaches no form module', (file) => {
    const reached = staticClosure(path.join(contracts, file)).modules;
    expect(FORM_MODULES.filter((form) => reached.has(form)).map((form) => path.basename(form))).toEqual([]);
  });

  it('the check sees a form module where one is reached', () => {
    expect(staticClosure(path.join(contracts, 'invoice.ts')).modules.has(path.join(contracts, 'user.ts'))).toBe(true);
  });
});
