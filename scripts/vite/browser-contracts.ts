// The browser build's contracts without what the browser never runs. An endpoint declaration of
// contracts/api/ loses its zod `input` (validated on the server) and `output` (checked by the API
// tests): the browser's API client needs its address and method only. And a contract module's
// top-level values are marked free of side effects, so the bundler leaves out each schema no browser
// module uses. Building those schemas was most of the time a console page took to evaluate its
// modules (decision 0091). An import only the dropped schemas used goes too, or the module it names
// would still be evaluated with the endpoints (decision 0096). Forms validate with their own schemas, which stay. Build only, and only
// for the browser: the server and the tests read every schema.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const CONTRACT_MODULE = /[\\/]contracts[\\/].+\.ts$/;
const ENDPOINT_MODULE = /[\\/]contracts[\\/]api[\\/].+\.ts$/;
const SCHEMA_KEYS = new Set(['input', 'output']);
const PURE = '/*#__PURE__*/ ';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const child of value) if (isNode(child)) found.push(child);
    if (isNode(value)) found.push(value);
  }
  return found;
}

function keyName(property: Node): string | null {
  if (property.type !== 'Property' || property.computed) return null;
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/** An endpoint declaration: a call with one object literal naming its `path` and `summary`. */
function endpointProperties(node: Node): Node[] | null {
  if (node.type !== 'CallExpression') return null;
  const [first] = node.arguments as Node[];
  if (!first || first.type !== 'ObjectExpression') return null;
  const properties = first.properties as Node[];
  const names = new Set(properties.map(keyName));
  return names.has('path') && names.has('summary') ? properties : null;
}

const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassExpression', 'ClassDeclaration']);

/**
 * Marks every call evaluated by `node` (not those inside functions it defines) as pure. A call on a
 * call's result (`z.string().trim()`) gets its inner call in parentheses, each with its own mark.
 */
function markCalls(node: Node, output: MagicString, removed: ReadonlyArray<readonly [number, number]>) {
  if (FUNCTION_TYPES.has(node.type) || removed.some(([from, to]) => node.start >= from && node.end <= to)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') {
    output.appendRight(node.start, PURE);
    const callee = node.callee as Node;
    if (callee.type === 'MemberExpression' && isNode(callee.object) && (callee.object.type === 'CallExpression' || callee.object.type === 'NewExpression')) {
      output.appendRight(callee.object.start, '(');
      output.appendLeft(callee.object.end, ')');
    }
  }
  for (const child of children(node)) markCalls(child, output, removed);
}

/** Every identifier `node` mentions outside import declarations and the removed ranges. */
function identifiersUsed(node: Node, removed: ReadonlyArray<readonly [number, number]>, found = new Set<string>()): Set<string> {
  if (node.type === 'ImportDeclaration' || removed.some(([from, to]) => node.start >= from && node.end <= to)) return found;
  if (node.type === 'Identifier') found.add(node.name as string);
  for (const child of children(node)) identifiersUsed(child, removed, found);
  return found;
}

/**
 * Drops the imports only the removed schemas used. A module imported, even for nothing, is evaluated
 * with its importer and bundled with it: the forms' schemas of contracts/staff.ts came with every
 * console page through the staff endpoints (decision 0096).
 */
function dropUnusedImports(program: Node, output: MagicString, removed: ReadonlyArray<readonly [number, number]>) {
  const used = identifiersUsed(program, removed);
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const specifiers = statement.specifiers as Node[];
    if (specifiers.length === 0) continue;
    const kept = specifiers.filter((specifier) => used.has((specifier.local as Node).name as string));
    if (kept.length === specifiers.length) continue;
    if (kept.length === 0) {
      output.remove(statement.start, statement.end);
      continue;
    }
    // Named specifiers only are rewritten; a default or namespace import is kept whole.
    if (!kept.every((specifier) => specifier.type === 'ImportSpecifier') || !specifiers.every((specifier) => specifier.type === 'ImportSpecifier')) continue;
    const names = kept.map((specifier) => sourceOf(output, specifier));
    output.overwrite(specifiers[0]!.start, specifiers.at(-1)!.end, names.join(', '));
  }
}

const sourceOf = (output: MagicString, node: Node) => output.original.slice(node.start, node.end);

/** `code` (JavaScript) as the browser build takes it; null when nothing changes. */
export function browserContract(code: string, parse: (code: string) => Node, { endpoints }: { endpoints: boolean }) {
  const output = new MagicString(code);
  const program = parse(code);
  const removed: Array<[number, number]> = [];
  if (endpoints) {
    const strip = (node: Node) => {
      const properties = endpointProperties(node);
      properties?.forEach((property, index) => {
        if (!SCHEMA_KEYS.has(keyName(property) ?? '')) return;
        const next = properties[index + 1];
        removed.push([property.start, next ? next.start : property.end]);
        output.remove(property.start, next ? next.start : property.end);
      });
      for (const child of children(node)) strip(child);
    };
    strip(program);
    if (removed.length > 0) dropUnusedImports(program, output, removed);
  }
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration) ? statement.declaration : statement;
    if (declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) if (isNode(declarator.init)) markCalls(declarator.init, output, removed);
  }
  return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
}

export function browserContracts(): Plugin {
  return {
    name: 'browser-contracts',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      const file = id.split('?', 1)[0]!;
      if (!CONTRACT_MODULE.test(file) || file.endsWith('.test.ts')) return null;
      return browserContract(code, (source) => this.parse(source) as unknown as Node, { endpoints: ENDPOINT_MODULE.test(file) });
    },
  };
}
