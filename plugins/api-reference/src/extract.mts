// Reads the published type declarations of one Interface version with the TypeScript compiler
// API and turns each documented component into plain data (no TypeScript objects leak out).
import ts from 'typescript';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type ApiRoutes, packageJson, type VersionConfig, type VersionId } from './config.mts';
import { findSourceDefaults } from './defaults.mts';
import { mergeUnion, unwrapParens } from './typeText.mts';

export interface PropDoc {
  name: string;
  /** The type as declared (or as printed by the checker when there is no declaration). */
  type: string;
  required: boolean;
  defaultValue?: string;
  description: string;
  deprecated?: string;
  /** Interface or type alias declaring the prop; '' when declared inline in the component's own props. */
  declaredIn: string;
  /** Package declaring the prop, e.g. `@contember/ui` or `react`. */
  declaredInPackage: string;
  /** Own props go in the main table; the others are grouped by `declaredIn`. */
  own: boolean;
}

export interface ComponentDoc {
  version: VersionId;
  category: string;
  /** Name as in the route contract, e.g. `DataGrid` or `LayoutKit.Frame`. */
  name: string;
  /** Exported name users import (`LayoutKit` for `LayoutKit.Frame`). */
  exportName: string;
  /** Namespace member name, when `name` is dotted. */
  member?: string;
  /** Package users import from and the exact version the page was generated from. */
  packageName: string;
  packageVersion: string;
  /** Where the category came from. */
  categorySource: 'group tag' | 'routes';
  description: string;
  examples: string[];
  deprecated?: string;
  see: string[];
  /** Call (or construct) signatures, printed. */
  signatures: string[];
  /** Printed props type of the first signature, e.g. `PersistButtonProps & RefAttributes<HTMLButtonElement>`. */
  propsType?: string;
  /** Definitions of named props types that are aliases (e.g. `PersistButtonProps = Omit<…>`). */
  propsTypeDefinitions: { name: string; definition: string }[];
  /** null when the component has no call signature whose props could be read. */
  props: PropDoc[] | null;
  /** Path of the declaring `.d.ts`, relative to the package folder. */
  declarationFile: string;
}

export interface VersionDocs {
  version: VersionId;
  packages: { importName: string; version: string; dir: string }[];
  /** Resolved `@contember/*` dependencies: importing package → dependency → version found. */
  resolvedDependencies: Record<string, Record<string, string>>;
  components: ComponentDoc[];
  /** `@group`-tagged exports that the route contract does not list (reported, not generated). */
  untaggedInRoutes: string[];
  extraTagged: string[];
}

const printFlags =
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

function nearestPackageJson(fileName: string): { name: string; version: string } | undefined {
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

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').trim();
}

function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text).trim();
}

/** Whether the interface or type alias declaring a property has type parameters. */
function genericContainer(decl: ts.Declaration): boolean {
  for (let node: ts.Node = decl.parent; node && !ts.isSourceFile(node); node = node.parent) {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node)) {
      return (node.typeParameters?.length ?? 0) > 0;
    }
  }
  return false;
}

/** Name of the interface, class or type alias that declares a property; '' for inline type literals. */
function containerOf(decl: ts.Declaration): string {
  let node: ts.Node = decl.parent;
  if (ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) return node.name?.text ?? '';
  while (node && !ts.isSourceFile(node)) {
    if (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) return node.name.text;
    if (
      ts.isVariableDeclaration(node) ||
      ts.isFunctionDeclaration(node) ||
      ts.isParameter(node) ||
      ts.isClassDeclaration(node) ||
      ts.isTypeReferenceNode(node)
    ) {
      return '';
    }
    node = node.parent;
  }
  return '';
}

export class VersionExtractor {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  private readonly exports = new Map<string, { symbol: ts.Symbol; pkg: VersionConfig['packages'][number] }>();
  private readonly aliases = new Map<string, string>();

  constructor(
    readonly siteDir: string,
    readonly config: VersionConfig,
  ) {
    const entries = config.packages.map((p) => {
      const pkg = packageJson(siteDir, p.dir);
      const types = pkg.types ?? pkg.typings;
      if (!types) throw new Error(`${p.dir}/package.json has no "types" entry`);
      this.aliases.set(p.dir.replace(/^.*node_modules\//, ''), p.importName);
      return resolve(siteDir, p.dir, types);
    });
    // Namespace members such as `LayoutKit.Frame` are declared as properties whose comments live on
    // declaration files that no entry imports; adding those files lets `findTwin` read them.
    const extraRoots = config.packages
      .filter((p) => p.allDeclarations)
      .flatMap((p) => ts.sys.readDirectory(resolve(siteDir, p.dir, 'dist/types'), ['.d.ts']));
    this.program = ts.createProgram([...entries, ...extraRoots], compilerOptions);
    this.checker = this.program.getTypeChecker();
    config.packages.forEach((pkg, index) => {
      const sourceFile = this.program.getSourceFile(entries[index]!);
      const moduleSymbol = sourceFile && this.checker.getSymbolAtLocation(sourceFile);
      if (!moduleSymbol) throw new Error(`Cannot read the exports of ${entries[index]}`);
      for (const symbol of this.checker.getExportsOfModule(moduleSymbol)) {
        if (!this.exports.has(symbol.name)) this.exports.set(symbol.name, { symbol, pkg });
      }
    });
  }

  private resolveAlias(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  /** The category named by the export's `@group` tag (first line of the tag text). */
  groupOf(name: string): string | undefined {
    const [exportName, member] = name.split('.') as [string, string | undefined];
    const entry = this.exports.get(exportName);
    if (!entry) return undefined;
    let symbol: ts.Symbol | undefined = this.resolveAlias(entry.symbol);
    if (member) {
      symbol = this.memberOf(symbol, member);
      if (symbol && !symbol.getJsDocTags(this.checker).length) symbol = this.twinOf(symbol, member) ?? symbol;
    }
    const tag =
      symbol?.getJsDocTags(this.checker).find((t) => t.name === 'group') ??
      (member ? this.resolveAlias(entry.symbol).getJsDocTags(this.checker).find((t) => t.name === 'group') : undefined);
    return tag ? firstLine(tagText(tag)) : undefined;
  }

  private memberOf(head: ts.Symbol, member: string): ts.Symbol | undefined {
    const found =
      head.flags & (ts.SymbolFlags.Module | ts.SymbolFlags.Namespace)
        ? this.checker.getExportsOfModule(head).find((s) => s.name === member)
        : this.checker.getTypeOfSymbol(head).getProperty(member);
    return found && this.resolveAlias(found);
  }

  private twinOf(symbol: ts.Symbol, member: string): ts.Symbol | undefined {
    const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
    return decl && this.findTwin(member, this.checker.getTypeOfSymbolAtLocation(symbol, decl), decl.getSourceFile().fileName);
  }

  /** Each `@contember/*` dependency of each root package, as the compiler resolves it from that package. */
  resolvedDependencies(): Record<string, Record<string, string>> {
    const result: Record<string, Record<string, string>> = {};
    for (const p of this.config.packages) {
      const pkg = JSON.parse(readFileSync(join(this.siteDir, p.dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      const containing = resolve(this.siteDir, p.dir, 'index.d.ts');
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

  /** Every exported name with a `@group` tag. */
  taggedExports(): string[] {
    return [...this.exports.keys()].filter((name) => this.groupOf(name) !== undefined);
  }

  extract(category: string, name: string): ComponentDoc {
    const [exportName, member] = name.split('.') as [string, string | undefined];
    const entry = this.exports.get(exportName);
    if (!entry) throw new Error(`${this.config.id}: ${exportName} is not exported by ${this.config.packages.map((p) => p.importName).join(', ')}`);
    const head = this.resolveAlias(entry.symbol);
    let symbol = head;
    if (member) {
      const found = this.memberOf(head, member);
      if (!found) throw new Error(`${this.config.id}: ${name} is not a member of ${exportName}`);
      symbol = found;
    }
    const pkg = packageJson(this.siteDir, entry.pkg.dir);
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) throw new Error(`${this.config.id}: ${name} has no declaration`);

    // Documentation: the symbol's own comment; a namespace member without one borrows the comment
    // of the exported declaration with the same type in the same package (`LayoutKit.Frame` ↔ `Frame`).
    let docSymbol = symbol;
    const type = this.checker.getTypeOfSymbolAtLocation(symbol, declaration);
    if (member && !symbol.getDocumentationComment(this.checker).length) {
      docSymbol = this.twinOf(symbol, member) ?? symbol;
    }
    const tags = docSymbol.getJsDocTags(this.checker);
    const description = ts.displayPartsToString(docSymbol.getDocumentationComment(this.checker)).trim();
    const examples = tags.filter((t) => t.name === 'example').map(tagText).filter(Boolean);
    const deprecatedTag = tags.find((t) => t.name === 'deprecated');
    const see = tags.filter((t) => t.name === 'see').map(tagText).filter(Boolean);

    const componentSignatures = this.signaturesOf(type);
    const signatures = componentSignatures.map((s) => s.signature);
    const label = member ? `${exportName}.${member}` : exportName;
    const printedSignatures = [
      ...new Set(
        componentSignatures.map(({ signature, construct }) => this.printSignature(signature, construct, label, declaration)),
      ),
    ];

    let props: PropDoc[] | null = null;
    let propsType: string | undefined;
    const propsTypeDefinitions: ComponentDoc['propsTypeDefinitions'] = [];
    const propsTypes = signatures
      .map((sig) => sig.getParameters()[0])
      .filter((p): p is ts.Symbol => p !== undefined)
      .map((p) => this.checker.getTypeOfSymbolAtLocation(p, declaration));
    if (signatures.length && (propsTypes.length || signatures.every((s) => s.getParameters().length === 0))) {
      const first = signatures[0] && this.declaredSignature(signatures[0]);
      const firstParamType = first?.parameters[0]?.type;
      propsType = firstParamType
        ? cleanTypeText(firstParamType.getText())
        : propsTypes[0] && cleanTypeText(this.checker.typeToString(propsTypes[0], declaration, printFlags));
      const base = member ?? exportName;
      const ownNames = new Set([`${base}Props`, `${base}OwnProps`, `Own${base}Props`]);
      for (const t of propsTypes) {
        for (const part of t.isIntersection() ? t.types : [t]) {
          const alias = part.aliasSymbol;
          const aliasFile = alias?.declarations?.[0]?.getSourceFile().fileName ?? '';
          if (alias && /\/node_modules\/(@contember\/|contember-)/.test(aliasFile)) {
            ownNames.add(alias.name);
            const aliasDecl = alias.declarations?.find(ts.isTypeAliasDeclaration);
            if (aliasDecl && !ts.isTypeLiteralNode(aliasDecl.type) && !propsTypeDefinitions.some((d) => d.name.split('<')[0] === alias.name)) {
              const typeParameters = aliasDecl.typeParameters?.length ? `<${aliasDecl.typeParameters.map((t) => t.getText()).join(', ')}>` : '';
              propsTypeDefinitions.push({ name: `${alias.name}${typeParameters}`, definition: cleanTypeText(aliasDecl.type.getText()) });
            }
          }
        }
      }
      props = this.collectProps(propsTypes, declaration, ownNames);
      const defaults = findSourceDefaults(docSymbol.valueDeclaration ?? declaration, member ?? exportName);
      for (const prop of props) {
        const found = defaults.get(prop.name);
        if (found !== undefined && prop.defaultValue === undefined) prop.defaultValue = found;
      }
    }

    return {
      version: this.config.id,
      category,
      name,
      exportName,
      ...(member ? { member } : {}),
      packageName: entry.pkg.importName,
      packageVersion: pkg.version,
      categorySource: this.config.groupTags && this.groupOf(name) === category ? 'group tag' : 'routes',
      description,
      examples,
      ...(deprecatedTag ? { deprecated: tagText(deprecatedTag) || 'Deprecated.' } : {}),
      see,
      signatures: printedSignatures,
      ...(propsType ? { propsType } : {}),
      propsTypeDefinitions,
      props,
      declarationFile: declaration.getSourceFile().fileName.replace(/^.*\/dist\//, 'dist/'),
    };
  }

  /**
   * The declaration of a signature when it is written in a package's own declaration files with
   * every parameter typed: its text is exact and cheap to print. Signatures declared by React's
   * types (`ExoticComponent<P>`: `(props: P)`) are printed by the checker instead.
   */
  private declaredSignature(signature: ts.Signature): ts.SignatureDeclaration | undefined {
    const decl = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
    if (!decl || decl.getSourceFile().fileName.includes('/@types/')) return undefined;
    return decl.parameters.every((p) => p.type) ? decl : undefined;
  }

  private printSignature(signature: ts.Signature, construct: boolean, label: string, location: ts.Node): string {
    const prefix = construct ? 'new ' : 'function ';
    const decl = this.declaredSignature(signature);
    if (decl) {
      const typeParameters = decl.typeParameters?.length ? `<${decl.typeParameters.map((t) => t.getText()).join(', ')}>` : '';
      // Destructuring patterns in declarations (`{ a, b, ...rest }: Props`) are shown as `props`.
      const parameters = decl.parameters
        .map((p, i) => {
          const name = ts.isIdentifier(p.name) ? p.name.text : i === 0 ? 'props' : `arg${i}`;
          return `${p.dotDotDotToken ? '...' : ''}${name}${p.questionToken ? '?' : ''}: ${p.type!.getText()}`;
        })
        .join(', ');
      const returnType = decl.type ? decl.type.getText() : this.checker.typeToString(signature.getReturnType(), location, printFlags);
      return cleanTypeText(`${prefix}${label}${typeParameters}(${parameters}): ${returnType}`);
    }
    const text = cleanTypeText(this.checker.signatureToString(signature, location, printFlags));
    return `${prefix}${label}${text.replace(/\) => (?!.*\) => )/, '): ')}`;
  }

  /**
   * Signatures a component is called with. `memo()` results are unwrapped to the component they
   * wrap (their own signature only repeats the props with `ref` rewritten), and a union such as
   * `ComponentType<P>` contributes the signatures of each member.
   */
  private signaturesOf(type: ts.Type, depth = 0): { signature: ts.Signature; construct: boolean }[] {
    if (depth > 4) return [];
    const wrapped = type.getProperty('$$typeof') && type.getProperty('type');
    if (wrapped) {
      const inner = this.signaturesOf(this.checker.getTypeOfSymbol(wrapped), depth + 1);
      if (inner.length) return inner;
    }
    const call = type.getCallSignatures();
    if (call.length) return call.map((signature) => ({ signature, construct: false }));
    const construct = type.getConstructSignatures();
    if (construct.length) return construct.map((signature) => ({ signature, construct: true }));
    if (type.isUnion()) return type.types.flatMap((t) => this.signaturesOf(t, depth + 1));
    return [];
  }

  /** An exported declaration named `name` in the same package whose type is the same type object. */
  private findTwin(name: string, type: ts.Type, nearFile: string): ts.Symbol | undefined {
    const root = nearFile.replace(/\/dist\/.*$/, '/dist/');
    for (const sf of this.program.getSourceFiles()) {
      if (!sf.fileName.startsWith(root)) continue;
      const moduleSymbol = this.checker.getSymbolAtLocation(sf);
      const candidate = moduleSymbol && this.checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
      if (!candidate) continue;
      const resolved = this.resolveAlias(candidate);
      const decl = resolved.valueDeclaration;
      if (decl && this.checker.getTypeOfSymbolAtLocation(resolved, decl) === type && resolved.getDocumentationComment(this.checker).length) {
        return resolved;
      }
    }
    return undefined;
  }

  private collectProps(types: ts.Type[], location: ts.Node, ownNames: Set<string>): PropDoc[] {
    // Props of every signature and of every member of a union, merged by name. A prop is required
    // only when every variant requires it.
    const variants: ts.Symbol[][] = [];
    const variantTypes: ts.Type[] = [];
    for (const t of types) {
      const nonNullable = this.checker.getNonNullableType(t);
      for (const v of nonNullable.isUnion() ? nonNullable.types : [nonNullable]) {
        variants.push(this.checker.getPropertiesOfType(v));
        variantTypes.push(v);
      }
    }
    const byName = new Map<string, PropDoc>();
    const seenIn = new Map<string, number>();
    for (const [index, variant] of variants.entries()) {
      for (const prop of variant) {
        seenIn.set(prop.name, (seenIn.get(prop.name) ?? 0) + 1);
        const doc = this.propDoc(prop, location, ownNames, variantTypes[index]!);
        const existing = byName.get(prop.name);
        if (!existing) {
          byName.set(prop.name, doc);
        } else {
          existing.required = existing.required && doc.required;
          if (existing.type !== doc.type) existing.type = mergeUnion(existing.type, doc.type);
          if (!existing.description) existing.description = doc.description;
        }
      }
    }
    for (const [name, count] of seenIn) {
      if (count < variants.length) byName.get(name)!.required = false;
    }
    return [...byName.values()];
  }

  /**
   * For a prop without a declaration (made by a mapped type), the named member of the props
   * intersection that contributes it.
   */
  private contributor(variant: ts.Type, propName: string): string {
    for (const part of variant.isIntersection() ? variant.types : [variant]) {
      if (!this.checker.getPropertyOfType(part, propName)) continue;
      const name = part.aliasSymbol?.name ?? part.getSymbol()?.name ?? '';
      if (name && !name.startsWith('__')) return name;
    }
    return '';
  }

  private propDoc(prop: ts.Symbol, location: ts.Node, ownNames: Set<string>, variant: ts.Type): PropDoc {
    const decl = prop.valueDeclaration ?? prop.declarations?.[0];
    const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
    let type: string;
    const typeNode =
      decl && (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) ? decl.type : undefined;
    if (typeNode) {
      const declared = cleanTypeText(typeNode.getText());
      type = optional ? declared.replace(/ \| undefined$/, '') : declared;
      // In a generic interface (`ControlValueProps<V, NN>`), the declared text names the type
      // parameters; print the type as instantiated for this component instead, unless that
      // expands into something unreadable.
      if (decl && /\/node_modules\/(@contember\/|contember-)/.test(decl.getSourceFile().fileName) && genericContainer(decl)) {
        const instantiated = cleanTypeText(this.checker.typeToString(this.checker.getTypeOfSymbol(prop), decl, printFlags));
        const shown = unwrapParens(optional ? instantiated.replace(/ \| undefined$/, '').replace(/^undefined \| /, '') : instantiated);
        if (shown.length <= 300 && !shown.includes('any') === !type.includes('any')) type = shown;
      }
    } else if (decl && ts.isMethodSignature(decl)) {
      type = cleanTypeText(this.checker.typeToString(this.checker.getTypeOfSymbolAtLocation(prop, decl), decl, printFlags));
    } else {
      const printed = cleanTypeText(
        this.checker.typeToString(this.checker.getTypeOfSymbolAtLocation(prop, decl ?? location), decl ?? location, printFlags),
      );
      type = unwrapParens(optional ? printed.replace(/ \| undefined$/, '').replace(/^undefined \| /, '') : printed);
    }
    const declaredIn = decl ? containerOf(decl) : this.contributor(variant, prop.name);
    const declaredInPackage = decl ? packageOfFile(decl.getSourceFile().fileName, this.aliases) : '';
    const tags = prop.getJsDocTags(this.checker);
    const defaultTag = tags.find((t) => t.name === 'default' || t.name === 'defaultValue');
    const deprecatedTag = tags.find((t) => t.name === 'deprecated');
    return {
      name: prop.name,
      type,
      required: !optional,
      ...(defaultTag ? { defaultValue: tagText(defaultTag) } : {}),
      description: ts.displayPartsToString(prop.getDocumentationComment(this.checker)).trim(),
      ...(deprecatedTag ? { deprecated: tagText(deprecatedTag) || 'Deprecated.' } : {}),
      declaredIn,
      declaredInPackage,
      own: declaredIn === '' || ownNames.has(declaredIn),
    };
  }
}

/** Extracts every component the route contract lists for one version. */
export function extractVersion(siteDir: string, config: VersionConfig, routes: ApiRoutes): VersionDocs {
  const extractor = new VersionExtractor(siteDir, config);
  const contract = routes[config.id];
  const components: ComponentDoc[] = [];
  const untaggedInRoutes: string[] = [];
  const listed = new Set<string>();
  for (const [routeCategory, names] of Object.entries(contract)) {
    for (const name of names) {
      listed.add(name.split('.')[0]!);
      // The `@group` tag names the category; the contract is the fallback (and the route must
      // match the contract, so a tag that disagrees is reported and the contract wins).
      const tagged = config.groupTags ? extractor.groupOf(name) : undefined;
      if (config.groupTags && tagged === undefined) untaggedInRoutes.push(name);
      if (tagged !== undefined && tagged !== routeCategory) {
        untaggedInRoutes.push(`${name} (tag says ${tagged}, contract says ${routeCategory})`);
      }
      components.push(extractor.extract(routeCategory, name));
    }
  }
  const extraTagged = config.groupTags ? extractor.taggedExports().filter((n) => !listed.has(n)) : [];
  return {
    version: config.id,
    packages: config.packages.map((p) => ({ importName: p.importName, version: packageJson(siteDir, p.dir).version, dir: p.dir })),
    resolvedDependencies: extractor.resolvedDependencies(),
    components,
    untaggedInRoutes,
    extraTagged,
  };
}
