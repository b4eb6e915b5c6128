// Default values of props as the package source declares them: destructuring defaults of the
// component function (`({ size = 'default' }) => …` or `const { size = 'default' } = props`) and
// `static defaultProps`. The packages ship their `src/`; the `.d.ts.map` next to each declaration
// file names the source file it was built from.
import ts from 'typescript';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const sourceCache = new Map<string, ts.SourceFile | null>();

function readSource(file: string): ts.SourceFile | null {
  let cached = sourceCache.get(file);
  if (cached === undefined) {
    cached = existsSync(file)
      ? ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
      : null;
    sourceCache.set(file, cached);
  }
  return cached;
}

/** The source file a declaration file was generated from, via its `.d.ts.map`. */
export function sourceFileOf(declarationFile: string): string | undefined {
  // A component read from its source (the UI kit of the project template) is its own source.
  if (!declarationFile.endsWith('.d.ts')) return declarationFile;
  const mapFile = `${declarationFile}.map`;
  if (!existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[]; sourceRoot?: string };
  const source = map.sources?.[0];
  return source ? resolve(dirname(declarationFile), map.sourceRoot ?? '', source) : undefined;
}

function text(node: ts.Node): string {
  return node.getText().replace(/\s+/g, ' ').trim();
}

/** The function implementing a component: unwraps `memo(forwardRef(fn))`, `Component(fn, …)` etc. */
function implementation(node: ts.Expression | undefined, depth = 0): ts.FunctionLikeDeclaration | undefined {
  if (!node || depth > 5) return undefined;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return implementation(node.expression, depth + 1);
  }
  if (ts.isCallExpression(node)) {
    for (const arg of node.arguments) {
      const found = implementation(arg, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

function bindingDefaults(pattern: ts.ObjectBindingPattern, into: Map<string, string>): void {
  for (const element of pattern.elements) {
    if (element.dotDotDotToken || !element.initializer) continue;
    const key = element.propertyName ?? element.name;
    if (ts.isIdentifier(key) || ts.isStringLiteral(key)) {
      if (!into.has(key.text)) into.set(key.text, text(element.initializer));
    }
  }
}

/** Identifiers of same-file components that the function renders with its props spread into them. */
function delegates(fn: ts.FunctionLikeDeclaration, spreadNames: Set<string>): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && ts.isIdentifier(node.tagName)) {
      const spreads = node.attributes.properties.some(
        (a) => ts.isJsxSpreadAttribute(a) && ts.isIdentifier(a.expression) && spreadNames.has(a.expression.text),
      );
      if (spreads) found.push(node.tagName.text);
    }
    ts.forEachChild(node, visit);
  };
  if (fn.body) visit(fn.body);
  return found;
}

function defaultsOfFunction(fn: ts.FunctionLikeDeclaration, sf: ts.SourceFile, into: Map<string, string>, depth: number): void {
  const param = fn.parameters[0];
  if (!param) return;
  const spreadNames = new Set<string>();
  if (ts.isObjectBindingPattern(param.name)) {
    bindingDefaults(param.name, into);
    for (const e of param.name.elements) if (e.dotDotDotToken && ts.isIdentifier(e.name)) spreadNames.add(e.name.text);
  } else if (ts.isIdentifier(param.name) && fn.body) {
    const propsName = param.name.text;
    spreadNames.add(propsName);
    const visit = (node: ts.Node): void => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isObjectBindingPattern(node.name) &&
        node.initializer &&
        ts.isIdentifier(node.initializer) &&
        node.initializer.text === propsName
      ) {
        bindingDefaults(node.name, into);
        for (const e of node.name.elements) if (e.dotDotDotToken && ts.isIdentifier(e.name)) spreadNames.add(e.name.text);
      }
      if (!ts.isFunctionLike(node) || node === fn) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
  }
  if (depth < 2) {
    for (const name of delegates(fn, spreadNames)) defaultsOfDeclaration(sf, name, into, depth + 1);
  }
}

function defaultsOfDeclaration(sf: ts.SourceFile, name: string, into: Map<string, string>, depth: number): void {
  for (const statement of sf.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (ts.isIdentifier(decl.name) && decl.name.text === name) {
          const fn = implementation(decl.initializer);
          if (fn) defaultsOfFunction(fn, sf, into, depth);
        }
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
      defaultsOfFunction(statement, sf, into, depth);
    } else if (ts.isClassDeclaration(statement) && statement.name?.text === name) {
      for (const member of statement.members) {
        if (
          ts.isPropertyDeclaration(member) &&
          member.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) &&
          ts.isIdentifier(member.name) &&
          member.name.text === 'defaultProps' &&
          member.initializer &&
          ts.isObjectLiteralExpression(member.initializer)
        ) {
          for (const p of member.initializer.properties) {
            if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && !into.has(p.name.text)) {
              into.set(p.name.text, text(p.initializer));
            }
          }
        }
      }
    }
  }
}

/**
 * Defaults of a component's props from the source its declaration was built from.
 * `declaration` is the component's declaration in a `.d.ts` file of the package.
 */
export function findSourceDefaults(declaration: ts.Node, name: string): Map<string, string> {
  const result = new Map<string, string>();
  const source = sourceFileOf(declaration.getSourceFile().fileName);
  const sf = source ? readSource(source) : null;
  if (sf) defaultsOfDeclaration(sf, name, result, 0);
  return result;
}
