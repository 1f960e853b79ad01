// zod's own messages are English ("Invalid input: expected string, received boolean"). A schema that
// names no message of its own must still refuse in Chinese, on the server and in the browser alike,
// so the default for every such issue is set once, here. The modules every contract builds on
// (form-fields.ts, endpoint.ts) import this one, so it runs before any schema parses.
//
// `jitless`: zod otherwise compiles object parsers with `new Function`, and first probes whether it
// may; under our CSP (no 'unsafe-eval') the probe is a securitypolicyviolation in every browser. An
// object schema reads the flag when it is built, so this module must run before any schema exists:
// every module that uses zod reaches this one through its imports (contracts/zod-config-order.test.ts),
// so it runs before that module's body; app/root.tsx does not load zod for pages that validate nothing.
import { z } from 'zod';
import { INPUT_INVALID, INPUT_MISSING, TEXT_TOO_LONG } from './input-messages.ts';
export { INPUT_INVALID, INPUT_MISSING, TEXT_TOO_LONG };

z.config({
  jitless: true,
  customError(issue) {
    if (issue.code === 'invalid_type' && issue.input === undefined) return INPUT_MISSING;
    if (issue.code === 'too_big' && issue.origin === 'string') return TEXT_TOO_LONG;
    return INPUT_INVALID;
  },
});
