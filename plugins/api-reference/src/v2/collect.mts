// Reads every component and hook of Interface 2.0.8: the exports of `@contember/interface` (its
// own and those of the packages it re-exports) from the published type declarations, and the
// UI kit of the project template from its source files. The component reading is the 1.x
// extractor's (extract.mts); hooks add their parameters and return type (hooks.mts).
import ts from 'typescript';
import { join, relative } from 'node:path';
import { compilerOptions, createVersionProgram, packageOfFile, type VersionProgram } from '../program.mts';
import { VersionExtractor, type ComponentDoc } from '../extract.mts';
import type { ExtractorConfig } from '../config.mts';
import { API2_VERSION } from '../route.ts';
import { signaturesOf } from '../signatures.mts';
import type { SourceLink } from '../source.mts';
import { readHook, type HookInfo } from './hooks.mts';
import {
  CONTEMBER_REPOSITORY,
  INTERFACE_PACKAGE,
  KIT_DIR,
  KIT_REPOSITORY_DIR,
  kitGroup,
  kitModules,
  PACKAGES_DIR,
  packageGroup,
  releaseTag,
} from './config.mts';

export type V2Version = typeof API2_VERSION;

export interface ReferenceDoc extends ComponentDoc<V2Version> {
  kind: 'component' | 'hook';
  /** URL-safe group slug: the declaring package (`react-binding`) or the kit folder (`ui-kit-datagrid`). */
  group: string;
  /** The package (or kit folder) that declares it, as shown on the page: `@contember/react-binding`, `UI kit: datagrid`. */
  declaredBy: string;
  /** Hooks only: parameters and return type. */
  hook?: HookInfo;
}

export interface V2Docs {
  version: string;
  docs: ReferenceDoc[];
  /** Packages whose exports reach `@contember/interface`, with their version. */
  packages: Record<string, string>;
  notes: string[];
}

const HOOK_NAME = /^use[A-Z0-9]/;
const COMPONENT_NAME = /^[A-Z]/;
/** Return types that make a callable a React component (what the 1.x pages document). */
const ELEMENT_TYPE = /\b(?:JSX\.Element|ReactElement|ReactNode|ReactPortal|Element)\b/;

/** Whether an export is a React component: a function returning an element, or a class with `render`. */
export function isComponent(checker: ts.TypeChecker, symbol: ts.Symbol, name: string): boolean {
  if (!COMPONENT_NAME.test(name) || !(symbol.flags & ts.SymbolFlags.Value)) return false;
  const type = checker.getTypeOfSymbol(symbol);
  // A component that renders nothing (`EntityBeforePersist`) returns `null` and takes one props object.
  const rendersNothing = (s: ts.Signature) =>
    checker.typeToString(s.getReturnType()) === 'null' && s.getParameters().length === 1 && (checker.getTypeOfSymbol(s.getParameters()[0]!).flags & ts.TypeFlags.Object) !== 0;
  // signaturesOf unwraps memo() and the members of `ComponentType` (a union of a class and a function).
  return signaturesOf(checker, type).some(({ signature, construct }) =>
    construct ? signature.getReturnType().getProperty('render') !== undefined : ELEMENT_TYPE.test(checker.typeToString(signature.getReturnType())) || rendersNothing(signature),
  );
}

export function isHook(checker: ts.TypeChecker, symbol: ts.Symbol, name: string): boolean {
  return HOOK_NAME.test(name) && (symbol.flags & ts.SymbolFlags.Value) !== 0 && checker.getTypeOfSymbol(symbol).getCallSignatures().length > 0;
}

/** The kit's source link: the same file under packages/react-ui-lib/src at the release tag. */
function kitSourceLink(siteDir: string, tag: string): (file: string, line: number) => SourceLink | undefined {
  const root = join(siteDir, KIT_DIR);
  return (file, line) => {
    if (!file.startsWith(`${root}/`)) return undefined;
    const path = `${KIT_REPOSITORY_DIR}/${relative(root, file).split('\\').join('/')}`;
    return { tag, path, line: line + 1, url: `${CONTEMBER_REPOSITORY}/blob/${tag}/${path}#L${line + 1}`, publishedFile: file };
  };
}

/** One Program over the kit's modules (source files), with the exports of each module. */
function kitProgram(siteDir: string): { program: VersionProgram; folderOf: Map<string, string>; duplicates: string[] } {
  const modules = kitModules(siteDir);
  const program = ts.createProgram(
    modules.map((m) => m.file),
    // Bundler resolution: the kit imports `@contember/interface` etc. through their `exports` maps.
    { ...compilerOptions, moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: false },
  );
  const checker = program.getTypeChecker();
  const exports: VersionProgram['exports'] = new Map();
  const folderOf = new Map<string, string>();
  const duplicates: string[] = [];
  for (const m of modules) {
    const sourceFile = program.getSourceFile(m.file);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`Cannot read the exports of ${m.file}`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      if (exports.has(symbol.name)) {
        duplicates.push(`${symbol.name} (${m.importName})`);
        continue;
      }
      exports.set(symbol.name, { symbol, pkg: { importName: m.importName, dir: `${PACKAGES_DIR}/create` } });
      folderOf.set(symbol.name, m.folder);
    }
  }
  return { program: { program, checker, exports, aliases: new Map() }, folderOf, duplicates };
}

function read(extractor: VersionExtractor, symbol: ts.Symbol, kind: ReferenceDoc['kind'], name: string, group: string, declaredBy: string): ReferenceDoc {
  const doc = extractor.extract(group, name) as ComponentDoc<V2Version>;
  if (kind === 'component') {
    // A props type made only of other types (`FieldProps = SugaredRelativeSingleField & FieldRuntimeProps`)
    // has no props of its own by the 1.x rule; then the props declared in the component's own
    // package (or the kit) make the main table, and those of other packages stay inherited.
    const home = group.startsWith('ui-kit-') ? '@contember/create' : declaredBy;
    const props = doc.props && !doc.props.some((p) => p.own) ? doc.props.map((p) => ({ ...p, own: p.declaredInPackage === home })) : doc.props;
    return { ...doc, props, kind, group, declaredBy };
  }
  const { props: _props, propsType: _propsType, ...rest } = doc;
  void _props;
  void _propsType;
  return { ...rest, props: null, propsTypeDefinitions: [], kind, group, declaredBy, hook: readHook(extractor.checker, symbol) };
}

/** Every component and hook of `@contember/interface` 2.0.8 and of the template's UI kit. */
export function collectV2(siteDir: string): V2Docs {
  const tag = releaseTag(siteDir);
  const notes: string[] = [];
  const docs: ReferenceDoc[] = [];
  const packages: Record<string, string> = {};

  const config: ExtractorConfig = {
    id: API2_VERSION,
    packages: [{ importName: INTERFACE_PACKAGE, dir: `${PACKAGES_DIR}/interface` }],
    groupTags: false,
    repository: CONTEMBER_REPOSITORY,
  };
  const headless = new VersionExtractor(siteDir, config, createVersionProgram(siteDir, config));
  for (const { name, symbol } of headless.exportedSymbols()) {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    const pkg = declaration ? packageOfFile(declaration.getSourceFile().fileName, new Map()) : '';
    if (pkg.startsWith('@contember/')) packages[pkg] ??= '';
    const kind = isHook(headless.checker, symbol, name) ? 'hook' : isComponent(headless.checker, symbol, name) ? 'component' : null;
    if (!kind) continue;
    if (!pkg.startsWith('@contember/')) {
      notes.push(`${name}: declared outside @contember packages (${pkg}), no page`);
      continue;
    }
    docs.push(read(headless, symbol, kind, name, packageGroup(pkg), pkg));
  }

  const kit = kitProgram(siteDir);
  if (kit.duplicates.length) notes.push(`UI kit names exported by two modules (first kept): ${kit.duplicates.join(', ')}`);
  const kitExtractor = new VersionExtractor(siteDir, { ...config, packages: [] }, kit.program, kitSourceLink(siteDir, tag));
  for (const { name, symbol } of kitExtractor.exportedSymbols()) {
    const kind = isHook(kit.program.checker, symbol, name) ? 'hook' : isComponent(kit.program.checker, symbol, name) ? 'component' : null;
    if (!kind) continue;
    const folder = kit.folderOf.get(name)!;
    docs.push(read(kitExtractor, symbol, kind, name, kitGroup(folder), `UI kit: ${folder}`));
  }
  for (const pkg of Object.keys(packages)) {
    packages[pkg] = (JSON.parse(ts.sys.readFile(join(siteDir, PACKAGES_DIR, packageGroup(pkg), 'package.json')) ?? '{}') as { version?: string }).version ?? '';
  }
  return { version: tag.slice(1), docs, packages, notes };
}
