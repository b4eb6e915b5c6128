// The TypeScript program of one Interface version: compiler options, the exports of its
// packages, and helpers to print types and find the package owning a file.
import ts from 'typescript';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type ExtractorConfig, packageJson } from './config.mts';

export const printFlags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/** Compiler options for reading the packages: node10 resolution, as the v1.1 package needs it. */
export const compilerOptions: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Node10,
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** `import("./Types").ButtonProps` → `ButtonProps`; whitespace collapsed. */
export function cleanTypeText(text: string): string {
  return text
    .replace(/import\((["'])[^"']*\1\)\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/([<([{]) /g, '$1')
    .replace(/ ([>)\]}])/g, '$1')
    .replace(/;\s*}/g, ' }')
    .replace(/{([^ }])/g, '{ $1')
    .trim();
}

/** Package name owning a file: the last `node_modules/<pkg>` segment, with the npm aliases mapped back. */
export function packageOfFile(fileName: string, aliases: Map<string, string>): string {
  const parts = fileName.split('/node_modules/');
  const last = parts[parts.length - 1] ?? '';
  if (parts.length < 2) return '';
  const segs = last.split('/');
  const name = segs[0]?.startsWith('@') ? `${segs[0]}/${segs[1]}` : (segs[0] ?? '');
  if (name === '@types/react') return 'react';
  return aliases.get(name) ?? name;
}

export function nearestPackageJson(fileName: string): { name: string; version: string } | undefined {
  let dir = dirname(fileName);
  for (let i = 0; i < 8; i++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name && pkg.version) return { name: pkg.name, version: pkg.version };
    }
    dir = dirname(dir);
  }
  return undefined;
}

export function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').trim();
}

export function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text).trim();
}

export interface VersionProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  /** Exported name → its symbol and the package exporting it (first package wins on clashes). */
  exports: Map<string, { symbol: ts.Symbol; pkg: ExtractorConfig['packages'][number] }>;
  /** npm alias folder (`contember-admin-v1.2`) → the name users import (`@contember/admin`). */
  aliases: Map<string, string>;
}

/** One Program over the entry `.d.ts` files of a version's packages. */
export function createVersionProgram(siteDir: string, config: ExtractorConfig): VersionProgram {
  const aliases = new Map<string, string>();
  const exports: VersionProgram['exports'] = new Map();
  const entries = config.packages.map((p) => {
    const pkg = packageJson(siteDir, p.dir);
    const types = pkg.types ?? pkg.typings;
    if (!types) throw new Error(`${p.dir}/package.json has no "types" entry`);
    aliases.set(p.dir.replace(/^.*node_modules\//, ''), p.importName);
    return resolve(siteDir, p.dir, types);
  });
  // Namespace members such as `LayoutKit.Frame` are declared as properties whose comments live on
  // declaration files that no entry imports; adding those files lets the extractor read them.
  const extraRoots = config.packages
    .filter((p) => p.allDeclarations)
    .flatMap((p) => ts.sys.readDirectory(resolve(siteDir, p.dir, 'dist/types'), ['.d.ts']));
  const program = ts.createProgram([...entries, ...extraRoots], compilerOptions);
  const checker = program.getTypeChecker();
  config.packages.forEach((pkg, index) => {
    const sourceFile = program.getSourceFile(entries[index]!);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`Cannot read the exports of ${entries[index]}`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      if (!exports.has(symbol.name)) exports.set(symbol.name, { symbol, pkg });
    }
  });
  return { program, checker, exports, aliases };
}

/** Each `@contember/*` dependency of each root package, as the compiler resolves it from that package. */
export function resolvedDependencies(siteDir: string, config: ExtractorConfig): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const p of config.packages) {
    const pkg = JSON.parse(readFileSync(join(siteDir, p.dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const containing = resolve(siteDir, p.dir, 'index.d.ts');
    const deps: Record<string, string> = {};
    for (const dep of Object.keys(pkg.dependencies ?? {}).filter((d) => d.startsWith('@contember/'))) {
      const resolved = ts.resolveModuleName(dep, containing, compilerOptions, ts.sys).resolvedModule;
      const found = resolved && nearestPackageJson(resolved.resolvedFileName);
      deps[dep] = found?.version ?? 'unresolved';
    }
    result[p.importName] = deps;
  }
  return result;
}
