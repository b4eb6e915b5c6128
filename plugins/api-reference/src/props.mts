// The props of a component: read from the first parameter of its signatures, merged over
// signatures and union members, each attributed to the interface or type alias declaring it.
import ts from 'typescript';
import { findSourceDefaults } from './defaults.mts';
import { cleanTypeText, packageOfFile, printFlags, tagText } from './program.mts';
import { declaredSignature } from './signatures.mts';
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

/** What reading props needs from the version's program. */
export interface PropReader {
  checker: ts.TypeChecker;
  aliases: Map<string, string>;
}

export interface ComponentProps {
  /** null when the component has no call signature whose props could be read. */
  props: PropDoc[] | null;
  /** Printed props type of the first signature. */
  propsType?: string;
  /** Definitions of named props types that are aliases (e.g. `PersistButtonProps = Omit<…>`). */
  propsTypeDefinitions: { name: string; definition: string }[];
}

/**
 * The props of a component: the first parameter of each signature, merged; the component's own
 * props types (`{name}Props`, `{name}OwnProps`, `Own{name}Props` and the aliases of its
 * signature) make the main table. Defaults come from the package source (defaults.mts).
 */
export function readProps(
  reader: PropReader,
  signatures: readonly ts.Signature[],
  declaration: ts.Declaration,
  name: string,
  implementation: ts.Declaration,
): ComponentProps {
  const { checker } = reader;
  const propsTypeDefinitions: ComponentProps['propsTypeDefinitions'] = [];
  const propsTypes = signatures
    .map((sig) => sig.getParameters()[0])
    .filter((p): p is ts.Symbol => p !== undefined)
    .map((p) => checker.getTypeOfSymbolAtLocation(p, declaration));
  if (!signatures.length || (!propsTypes.length && !signatures.every((s) => s.getParameters().length === 0))) {
    return { props: null, propsTypeDefinitions };
  }
  const first = signatures[0] && declaredSignature(signatures[0]);
  const firstParamType = first?.parameters[0]?.type;
  const propsType = firstParamType
    ? cleanTypeText(firstParamType.getText())
    : propsTypes[0] && cleanTypeText(checker.typeToString(propsTypes[0], declaration, printFlags));
  const ownNames = new Set([`${name}Props`, `${name}OwnProps`, `Own${name}Props`]);
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
  const props = collectProps(reader, propsTypes, declaration, ownNames);
  const defaults = findSourceDefaults(implementation, name);
  for (const prop of props) {
    const found = defaults.get(prop.name);
    if (found !== undefined && prop.defaultValue === undefined) prop.defaultValue = found;
  }
  return { props, ...(propsType ? { propsType } : {}), propsTypeDefinitions };
}

export function collectProps(reader: PropReader, types: ts.Type[], location: ts.Node, ownNames: Set<string>): PropDoc[] {
  const { checker } = reader;
  // Props of every signature and of every member of a union, merged by name. A prop is required
  // only when every variant requires it.
  const variants: ts.Symbol[][] = [];
  const variantTypes: ts.Type[] = [];
  for (const t of types) {
    const nonNullable = checker.getNonNullableType(t);
    for (const v of nonNullable.isUnion() ? nonNullable.types : [nonNullable]) {
      variants.push(checker.getPropertiesOfType(v));
      variantTypes.push(v);
    }
  }
  const byName = new Map<string, PropDoc>();
  const seenIn = new Map<string, number>();
  for (const [index, variant] of variants.entries()) {
    for (const prop of variant) {
      seenIn.set(prop.name, (seenIn.get(prop.name) ?? 0) + 1);
      const doc = propDoc(reader, prop, location, ownNames, variantTypes[index]!);
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
function contributor(checker: ts.TypeChecker, variant: ts.Type, propName: string): string {
  for (const part of variant.isIntersection() ? variant.types : [variant]) {
    if (!checker.getPropertyOfType(part, propName)) continue;
    const name = part.aliasSymbol?.name ?? part.getSymbol()?.name ?? '';
    if (name && !name.startsWith('__')) return name;
  }
  return '';
}

function propDoc(reader: PropReader, prop: ts.Symbol, location: ts.Node, ownNames: Set<string>, variant: ts.Type): PropDoc {
  const { checker } = reader;
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
      const instantiated = cleanTypeText(checker.typeToString(checker.getTypeOfSymbol(prop), decl, printFlags));
      const shown = unwrapParens(optional ? instantiated.replace(/ \| undefined$/, '').replace(/^undefined \| /, '') : instantiated);
      if (shown.length <= 300 && !shown.includes('any') === !type.includes('any')) type = shown;
    }
  } else if (decl && ts.isMethodSignature(decl)) {
    type = cleanTypeText(checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, decl), decl, printFlags));
  } else {
    const printed = cleanTypeText(
      checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, decl ?? location), decl ?? location, printFlags),
    );
    type = unwrapParens(optional ? printed.replace(/ \| undefined$/, '').replace(/^undefined \| /, '') : printed);
  }
  const declaredIn = decl ? containerOf(decl) : contributor(checker, variant, prop.name);
  const declaredInPackage = decl ? packageOfFile(decl.getSourceFile().fileName, reader.aliases) : '';
  const tags = prop.getJsDocTags(checker);
  const defaultTag = tags.find((t) => t.name === 'default' || t.name === 'defaultValue');
  const deprecatedTag = tags.find((t) => t.name === 'deprecated');
  return {
    name: prop.name,
    type,
    required: !optional,
    ...(defaultTag ? { defaultValue: tagText(defaultTag) } : {}),
    description: ts.displayPartsToString(prop.getDocumentationComment(checker)).trim(),
    ...(deprecatedTag ? { deprecated: tagText(deprecatedTag) || 'Deprecated.' } : {}),
    declaredIn,
    declaredInPackage,
    own: declaredIn === '' || ownNames.has(declaredIn),
  };
}
