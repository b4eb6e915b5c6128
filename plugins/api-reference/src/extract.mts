// Reads the published type declarations of one Interface version with the TypeScript compiler
// API and turns each documented component into plain data (no TypeScript objects leak out):
// program.mts sets up the program, signatures.mts prints signatures, props.mts reads props and
// source.mts finds the declaration in the Interface repository.
import ts from 'typescript';
import { type ApiRoutes, type ApiVersionId, type ExtractorConfig, packageJson, type VersionConfig, type VersionId } from './config.mts';
import { createVersionProgram, firstLine, resolvedDependencies, tagText, type VersionProgram } from './program.mts';
import { readProps, type PropDoc } from './props.mts';
import { printSignature, signaturesOf } from './signatures.mts';
import { sourceLinkOf, type SourceLink } from './source.mts';

export type { PropDoc };
export { cleanTypeText, compilerOptions, packageOfFile } from './program.mts';

/** One component; `V` is a 1.x version unless read for Interface 2.0. */
export interface ComponentDoc<V extends ApiVersionId = VersionId> {
  version: V;
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
  /** The declaration in the Interface repository at the tag of the package version, when found. */
  source?: SourceLink;
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

export class VersionExtractor {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  readonly aliases: Map<string, string>;
  private readonly exports: VersionProgram['exports'];

  constructor(
    readonly siteDir: string,
    readonly config: ExtractorConfig,
    prebuilt?: VersionProgram,
    /** Where a declaration (file, 0-based line) lives in its repository; default: through its declaration map. */
    private readonly linkOf: (file: string, line: number, member?: string) => SourceLink | undefined = (file, line, member) =>
      sourceLinkOf(file, line, member, config.repository),
  ) {
    ({ program: this.program, checker: this.checker, exports: this.exports, aliases: this.aliases } = prebuilt ?? createVersionProgram(siteDir, config));
  }

  /** Exported names with their resolved symbols, in export order. */
  exportedSymbols(): { name: string; symbol: ts.Symbol; importName: string }[] {
    return [...this.exports].map(([name, entry]) => ({ name, symbol: this.resolveAlias(entry.symbol), importName: entry.pkg.importName }));
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
    return resolvedDependencies(this.siteDir, this.config);
  }

  /** Every exported name with a `@group` tag. */
  taggedExports(): string[] {
    return [...this.exports.keys()].filter((name) => this.groupOf(name) !== undefined);
  }

  extract(category: string, name: string): ComponentDoc<ApiVersionId> {
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

    const componentSignatures = signaturesOf(this.checker, type);
    const signatures = componentSignatures.map((s) => s.signature);
    const label = member ? `${exportName}.${member}` : exportName;
    const printedSignatures = [
      ...new Set(
        componentSignatures.map(({ signature, construct }) => printSignature(this.checker, signature, construct, label, declaration)),
      ),
    ];

    const { props, propsType, propsTypeDefinitions } = readProps(this, signatures, declaration, member ?? exportName, docSymbol.valueDeclaration ?? declaration);
    // A member's line in a generated object type has no source mapping (`LayoutKit.Frame`): link
    // its line in the source of the exported object instead.
    const lineOf = (decl: ts.Declaration) => decl.getSourceFile().getLineAndCharacterOfPosition(decl.getStart()).line;
    const headDeclaration = head.valueDeclaration ?? head.declarations?.[0];
    const source =
      this.linkOf(declaration.getSourceFile().fileName, lineOf(declaration)) ??
      (member && headDeclaration ? this.linkOf(headDeclaration.getSourceFile().fileName, lineOf(headDeclaration), member) : undefined);

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
      ...(source ? { source } : {}),
    };
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
      components.push(extractor.extract(routeCategory, name) as ComponentDoc);
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
