// The examples of the packages' doc comments, made into modules the site's sample checker
// type-checks (plugins/code-samples typeCheckModules) against the package version of their page.
// Most are a bare JSX fragment: the page shows it with the import line and a component around it,
// and says so; an example that does not compile keeps `nocheck` with the compiler's reason.
import ts from 'typescript';
import type { InterfaceVersion } from '../../code-samples/src/blocks.mts';
import type { CheckedExample } from './example-markdown.mts';
import { exampleRendering, scopeLines } from './example-render.mts';

export type { CheckedExample };

/** Name → the module a page imports it from (`DataGridTable` → `@app/lib/datagrid`), first found wins. */
export type ExportIndex = Map<string, string>;

/** The exports of each module, read with one program; `modules` in order of preference. */
export function exportIndexOf(modules: { specifier: string; file: string }[], options: ts.CompilerOptions): ExportIndex {
  const program = ts.createProgram(
    modules.map((m) => m.file),
    { ...options, noEmit: true, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();
  const index: ExportIndex = new Map();
  for (const { specifier, file } of modules) {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) continue;
    for (const exported of checker.getExportsOfModule(symbol)) {
      if (!index.has(exported.name)) index.set(exported.name, specifier);
    }
  }
  return index;
}

export interface ExampleModule {
  /** The code shown and compiled. */
  code: string;
  /** What the site added around the published code, for the page's note; null when nothing. */
  added: string | null;
  /** Whether the site made the `Example` component around a bare fragment (a module of its own is left as published). */
  standalone: boolean;
}

/**
 * An example's code, and the prose line(s) before it ("Size variants:"): one fenced block, or text
 * without fences. `whole` is false when the code holds another fence marker (a comment artifact).
 */
export function exampleCode(example: string): { intro: string; code: string; whole: boolean } {
  const fenced = /^([^`~]*?)\s*(```|~~~)[\w-]*\n([\s\S]*?)\n\s*\2\s*$/.exec(example);
  if (fenced) return { intro: fenced[1]!.trim(), code: fenced[3]!, whole: !/^\s*(```|~~~)/m.test(fenced[3]!) };
  return { intro: '', code: example, whole: !/^\s*(```|~~~)/m.test(example) };
}

const EXAMPLE_COMPONENT = 'Example';

/** Whether a JSX fragment has one root element (else it is wrapped in `<>…</>`). */
function hasSingleRoot(jsx: string): boolean {
  const source = ts.createSourceFile('x.tsx', `(<>${jsx}</>)`, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const statement = source.statements[0];
  if (!statement || !ts.isExpressionStatement(statement)) return false;
  const fragment = (statement.expression as ts.ParenthesizedExpression).expression;
  if (!ts.isJsxFragment(fragment)) return false;
  const roots = fragment.children.filter((child) => !(ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces));
  return roots.length === 1 && (ts.isJsxElement(roots[0]!) || ts.isJsxSelfClosingElement(roots[0]!));
}

/**
 * JSX tags the example names as stand-ins for the reader's own components (`<MyCustomTile />`,
 * `<SomeComponent />`): declared, not defined, so the check still fails on any other unknown name.
 */
function placeholderComponents(code: string, index: ExportIndex): string[] {
  return [...new Set([...code.matchAll(/<((?:My|Some)[A-Z]\w*)\b/g)].map((m) => m[1]!))].filter((name) => !index.has(name));
}

/** Names the code uses that the index knows and the code does not import or declare itself. */
function namesToImport(code: string, index: ExportIndex): string[] {
  const source = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const used = new Set<string>();
  const declared = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportSpecifier(node) || ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node) || ts.isParameter(node)) {
      if (node.name && ts.isIdentifier(node.name)) declared.add(node.name.text);
    }
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isMemberName = (ts.isPropertyAccessExpression(parent) && parent.name === node) || ((ts.isJsxAttribute(parent) || ts.isPropertyAssignment(parent)) && parent.name === node);
      if (!isMemberName && index.has(node.text)) used.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...used].filter((name) => !declared.has(name));
}

/** `a`, `a and b`, `a, b and c`, skipping empty items. */
function listOf(items: (string | null)[]): string {
  const present = items.filter((item): item is string => Boolean(item));
  return present.length > 1 ? `${present.slice(0, -1).join(', ')} and ${present.at(-1)}` : (present[0] ?? '');
}

function importLines(names: string[], index: ExportIndex): string[] {
  const bySpecifier = new Map<string, string[]>();
  for (const name of names.sort((a, b) => a.localeCompare(b))) bySpecifier.set(index.get(name)!, [...(bySpecifier.get(index.get(name)!) ?? []), name]);
  return [...bySpecifier].map(([specifier, list]) => `import { ${list.join(', ')} } from '${specifier}'`);
}

/**
 * The module for an example, or the reason there is none: a JSX fragment gets the imports of the
 * names it uses and an exported `Example` component around it; a module (imports or exports of its
 * own) gets the imports it lacks; statements mixed with JSX are left as published.
 */
export function exampleModule(code: string, index: ExportIndex): ExampleModule | { reason: string } {
  const text = code.replace(/\s+$/, '');
  const names = namesToImport(text, index);
  const imports = importLines(names, index);
  const importsNote = imports.length ? `the import ${imports.length > 1 ? 'lines' : 'line'}` : null;
  if (/^\s*(import|export)\s/m.test(text)) {
    return { code: [...imports, ...(imports.length ? [''] : []), text].join('\n'), added: importsNote, standalone: false };
  }
  if (!text.trimStart().startsWith('<')) {
    const first = text.trimStart().split('\n')[0]!.trim();
    return { reason: `statements and JSX together (it starts with ${JSON.stringify(first).replace(/"/g, "'")}), with no component to hold them: shown as published` };
  }
  const placeholders = placeholderComponents(text, index);
  const single = hasSingleRoot(text);
  const indent = single ? '\t' : '\t\t';
  const body = text.split('\n').map((line) => (line.trim() ? `${indent}${line}` : ''));
  const wrapped = single ? body : ['\t<>', ...body, '\t</>'];
  const declarations = placeholders.map((name) => `declare function ${name}(): JSX.Element`);
  const lines = [...imports, ...(imports.length ? [''] : []), ...declarations, ...(declarations.length ? [''] : []), `export const ${EXAMPLE_COMPONENT} = () => (`, ...wrapped, ')'];
  const around = single ? `the \`${EXAMPLE_COMPONENT}\` component` : `the \`${EXAMPLE_COMPONENT}\` component and a fragment (\`<>…</>\`, for its several elements)`;
  const declared = placeholders.length ? `a declaration of ${listOf(placeholders.map((name) => `\`${name}\``))} (${placeholders.length > 1 ? 'stand-ins' : 'a stand-in'} for your own ${placeholders.length > 1 ? 'components' : 'component'})` : null;
  return { code: lines.join('\n'), added: listOf([importsNote, declared, `${around} around the published JSX`]), standalone: true };
}

/** The reason an example that does not compile keeps `nocheck`: the first diagnostic, readable. */
export function nocheckReason(diagnostics: string[], against: string): string {
  const first = diagnostics[0] ?? '';
  const match = /^(\d+):(\d+) TS(\d+): ([^\n]*)/.exec(first);
  const clean = (s: string) => s.replace(/"/g, "'").replace(/\s+/g, ' ').trim();
  if (!match) return clean(`does not compile against ${against}: ${first}`);
  const [, line, , code, message] = match;
  const missing = /^Cannot find name '(\w+)'/.exec(message!);
  if (missing) return clean(`uses ${missing[1]}, which ${against} does not export and the example does not define (TS${code}, line ${line})`);
  // TS1xxx and TS17xxx: the syntax (and JSX syntax) errors.
  if (/^1\d{3}$|^17\d{3}$/.test(code!)) return clean(`not valid TSX as published: ${message} (TS${code}, line ${line})`);
  return clean(`does not compile against ${against}: ${message} (TS${code}, line ${line})`);
}

/**
 * Checks the examples of one package version: each becomes a module (exampleModule), all are
 * type-checked in one program; `against` names the version in reasons ("@contember/admin 1.2.2").
 */
export async function checkExamples(examples: string[], index: ExportIndex, version: InterfaceVersion, against: string): Promise<Map<string, CheckedExample>> {
  const { typeCheckModules } = await import('../../code-samples/src/check.mts');
  const result = new Map<string, CheckedExample>();
  const modules: { id: string; example: string; module: ExampleModule }[] = [];
  for (const example of new Set(examples)) {
    const parts = exampleCode(example);
    if (!parts.whole) {
      result.set(example, { intro: parts.intro, checked: false, code: parts.code, reason: 'its code holds another fence marker (three backticks), so where it ends is unclear: shown as published' });
      continue;
    }
    const module = exampleModule(parts.code, index);
    if ('reason' in module) {
      result.set(example, { intro: parts.intro, checked: false, code: parts.code, reason: module.reason });
      continue;
    }
    // The scope the render check renders it in (a data grid, an entity) is type-checked with it.
    const scope = module.standalone ? scopeLines(module.code, exampleRendering(module.code, version).scope, EXAMPLE_COMPONENT) : [];
    modules.push({ id: String(modules.length), example, module: { ...module, code: [module.code, ...scope].join('\n') } });
  }
  const diagnostics = typeCheckModules(modules.map(({ id, module }) => ({ id, code: module.code, lang: 'tsx', version })));
  for (const { id, example, module } of modules) {
    const problems = diagnostics.get(id)!;
    const { intro, code } = exampleCode(example);
    result.set(example, problems.length ? { intro, checked: false, code, reason: nocheckReason(problems, against) } : { intro, checked: true, code: module.code, added: module.added });
  }
  return result;
}

