// The parameters and return type of a hook, from its declaration: declared text where the
// package writes one, the checker's printing otherwise; descriptions from `@param` / `@returns`.
import ts from 'typescript';
import { cleanTypeText, printFlags, tagText } from '../program.mts';

export interface ParamDoc {
  name: string;
  type: string;
  optional: boolean;
  rest: boolean;
  defaultValue?: string;
  description: string;
}

export interface HookInfo {
  /** Parameters of the first signature (the page prints every signature above them). */
  parameters: ParamDoc[];
  /** The return type of the first signature. */
  returns: string;
  /** The `@returns` tag, when the package writes one. */
  returnsDescription: string;
}

function paramDoc(checker: ts.TypeChecker, symbol: ts.Symbol, index: number, location: ts.Node): ParamDoc {
  const decl = symbol.valueDeclaration as ts.ParameterDeclaration | undefined;
  // A destructured parameter is named as the printed signature names it (signatures.mts).
  const name = decl && !ts.isIdentifier(decl.name) ? (index === 0 ? 'props' : `arg${index}`) : symbol.name;
  const declared = decl?.type ? cleanTypeText(decl.type.getText()) : undefined;
  const type = declared ?? cleanTypeText(checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, location), location, printFlags));
  const optional = Boolean(decl && (decl.questionToken || decl.initializer || decl.dotDotDotToken));
  return {
    name,
    type: optional ? type.replace(/ \| undefined$/, '') : type,
    optional,
    rest: Boolean(decl?.dotDotDotToken),
    ...(decl?.initializer ? { defaultValue: decl.initializer.getText().replace(/\s+/g, ' ') } : {}),
    description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
  };
}

export function readHook(checker: ts.TypeChecker, symbol: ts.Symbol): HookInfo {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const signature = checker.getTypeOfSymbol(symbol).getCallSignatures()[0];
  if (!declaration || !signature) return { parameters: [], returns: 'void', returnsDescription: '' };
  const sigDecl = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
  const returns = sigDecl?.type
    ? cleanTypeText(sigDecl.type.getText())
    : cleanTypeText(checker.typeToString(signature.getReturnType(), declaration, printFlags));
  const returnsTag = symbol.getJsDocTags(checker).find((t) => t.name === 'returns' || t.name === 'return');
  return {
    parameters: signature.getParameters().map((p, i) => paramDoc(checker, p, i, declaration)),
    returns,
    returnsDescription: returnsTag ? tagText(returnsTag) : '',
  };
}
