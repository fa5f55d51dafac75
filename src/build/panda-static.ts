/**
 * Panda's class names computed at build time. A call of `css()` or of a config recipe
 * (`styled-system/recipes/…`) whose arguments are written out in full (literals, objects and arrays
 * of them, and the module's own constants written out so) becomes the class string Panda's own
 * runtime gives for those arguments (for a slot recipe, the object of its slots' class strings), so
 * a screen draws without running Panda's runtime, and the first visit, whose calls are all written
 * out, does not load it. A call with values known only at run time stays a call. The CSS is the
 * same: Panda extracts it from the sources, not from the bundle. (Panda 2's bundler plugins do this as their
 * "source transforms"; this is the same step for Panda 1.)
 *
 * Panda's generated modules are marked free of side effects, so one that nothing calls any more is
 * left out of the bundle.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Runtime = (...args: unknown[]) => unknown;

const STYLED_SYSTEM = /\/styled-system\//;
const SOURCE = /\/src\/client\/.+\.tsx?$/;
const CSS_MODULE = 'styled-system/css';
const RECIPE_MODULE = /^styled-system\/recipes(?:\/([\w-]+))?$/;

/** Not a value the build can know. */
const UNKNOWN = Symbol('unknown');

/** The module's own constants written out in full, by name: what an argument may name. */
type Constants = Map<string, unknown>;

/** The value of an argument written out in full (or naming the module's constants, `consts`), or UNKNOWN. */
function staticValue(node: Node, consts: Constants): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value instanceof RegExp || typeof node.value === 'bigint' ? UNKNOWN : node.value;
    case 'Identifier':
      return consts.has(node.name as string) ? consts.get(node.name as string) : UNKNOWN;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      const values = (node.expressions as Node[]).map((expression) => staticValue(expression, consts));
      if (values.some((value) => typeof value !== 'string' && typeof value !== 'number')) return UNKNOWN;
      return quasis.map((quasi, at) => quasi.value.cooked + (at < values.length ? String(values[at]) : '')).join('');
    }
    case 'UnaryExpression': {
      const value = staticValue(node.argument as Node, consts);
      return node.operator === '-' && typeof value === 'number' ? -value : UNKNOWN;
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return staticValue(node.expression as Node, consts);
    case 'ArrayExpression': {
      const items = (node.elements as (Node | null)[]).map((item) =>
        item && item.type !== 'SpreadElement' ? staticValue(item, consts) : UNKNOWN,
      );
      return items.includes(UNKNOWN) ? UNKNOWN : items;
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        if (property.type === 'SpreadElement') {
          const spread = staticValue(property.argument as Node, consts);
          if (!spread || typeof spread !== 'object' || Array.isArray(spread)) return UNKNOWN;
          Object.assign(object, spread);
          continue;
        }
        if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.shorthand) return UNKNOWN;
        const key = property.key as Node;
        const name = property.computed ? staticValue(key, consts) : key.type === 'Identifier' ? key.name : key.value;
        if (typeof name !== 'string' && typeof name !== 'number') return UNKNOWN;
        const value = staticValue(property.value as Node, consts);
        if (value === UNKNOWN) return UNKNOWN;
        object[String(name)] = value;
      }
      return object;
    }
    default:
      return UNKNOWN;
  }
}

/** The names a binding pattern declares. */
function boundNames(pattern: Node | null): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'ObjectPattern':
      return (pattern.properties as Node[]).flatMap((property) =>
        boundNames((property.type === 'RestElement' ? property.argument : property.value) as Node),
      );
    case 'ArrayPattern':
      return (pattern.elements as (Node | null)[]).flatMap(boundNames);
    case 'AssignmentPattern':
      return boundNames(pattern.left as Node);
    case 'RestElement':
      return boundNames(pattern.argument as Node);
    default:
      return [];
  }
}

/**
 * The module's top-level `const`s whose values are written out in full, in order (one may name those
 * before it); a name declared again anywhere in the module (a parameter, an inner variable) is left
 * out, so a name always means the constant where it is read.
 */
function moduleConstants(program: Node): Constants {
  const consts: Constants = new Map();
  const topLevel = new Set<Node>();
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const value = declarator.init ? staticValue(declarator.init as Node, consts) : UNKNOWN;
      topLevel.add(declarator);
      if (id.type === 'Identifier' && value !== UNKNOWN) consts.set(id.name as string, value);
    }
  }
  for (const node of nodes(program)) {
    const declared =
      node.type === 'VariableDeclarator' && !topLevel.has(node)
        ? boundNames(node.id as Node)
        : /Function/.test(node.type)
          ? (node.params as Node[]).flatMap(boundNames)
          : node.type === 'CatchClause'
            ? boundNames(node.param as Node | null)
            : [];
    for (const name of declared) consts.delete(name);
  }
  return consts;
}

/**
 * A call's result as source text: a class string, or a slot recipe's classes by slot (an object of
 * strings, in parentheses so it stands as an expression anywhere); null for anything else.
 */
function writtenOut(result: unknown): string | null {
  if (typeof result === 'string') return JSON.stringify(result);
  const isClasses =
    result !== null &&
    typeof result === 'object' &&
    !Array.isArray(result) &&
    Object.values(result).every((value) => typeof value === 'string');
  return isClasses ? `(${JSON.stringify(result)})` : null;
}

/** Every node of the tree, depth first. */
function* nodes(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodes(item);
  } else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    yield node as Node;
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') yield* nodes(value);
  }
}

/** The local names `source`'s imports bind, with the module each runtime comes from. */
function importedCalls(program: Node): Map<string, { module: string; name: string }> {
  const calls = new Map<string, { module: string; name: string }>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const source = (statement.source as Node).value as string;
    const recipe = RECIPE_MODULE.exec(source);
    if (source !== CSS_MODULE && !recipe) continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
      const name = (specifier.imported as Node).name as string;
      if (source === CSS_MODULE && name !== 'css') continue;
      const module = source === CSS_MODULE ? 'css/index.mjs' : `recipes/${recipe![1] ?? 'index'}.mjs`;
      calls.set((specifier.local as Node).name as string, { module, name });
    }
  }
  return calls;
}

export function pandaStatic(styledSystem: string): Plugin {
  const runtimes = new Map<string, Promise<Record<string, unknown>>>();
  const runtime = async (module: string, name: string): Promise<Runtime> => {
    if (!runtimes.has(module))
      runtimes.set(module, import(pathToFileURL(join(styledSystem, module)).href) as Promise<Record<string, unknown>>);
    const found = (await runtimes.get(module)!)[name];
    if (typeof found !== 'function') throw new Error(`styled-system/${module} has no ${name}()`);
    return found as Runtime;
  };

  return {
    name: 'panda-static',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.replaceAll('\\', '/').split('?')[0]!;
      if (STYLED_SYSTEM.test(file)) return { code, moduleSideEffects: false };
      if (!SOURCE.test(file) || !code.includes('styled-system/')) return null;
      const program = parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node;
      const calls = importedCalls(program);
      if (calls.size === 0) return null;
      const consts = moduleConstants(program);
      const replacements: { start: number; end: number; text: string }[] = [];
      for (const node of nodes(program)) {
        if (node.type !== 'CallExpression' || (node.callee as Node).type !== 'Identifier') continue;
        const call = calls.get((node.callee as Node).name as string);
        if (!call) continue;
        const args = (node.arguments as Node[]).map((argument) => staticValue(argument, consts));
        if (args.includes(UNKNOWN)) continue;
        // Offsets that do not land on the call (text the parser counts otherwise) leave it a call.
        if (!code.slice(node.start, node.end).startsWith((node.callee as Node).name as string)) continue;
        const classes = writtenOut((await runtime(call.module, call.name))(...args));
        if (classes === null) continue;
        replacements.push({ start: node.start, end: node.end, text: classes });
      }
      if (replacements.length === 0) return null;
      // Inner calls (a call inside another's arguments) cannot be written out, so none overlap.
      let result = code;
      for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start))
        result = result.slice(0, start) + text + result.slice(end);
      return { code: result, map: null };
    },
  };
}
