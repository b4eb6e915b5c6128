// The call and construct signatures of a component, printed as readers see them on its page.
import ts from 'typescript';
import { cleanTypeText, printFlags } from './program.mts';

/**
 * The declaration of a signature when it is written in a package's own declaration files with
 * every parameter typed: its text is exact and cheap to print. Signatures declared by React's
 * types (`ExoticComponent<P>`: `(props: P)`) are printed by the checker instead.
 */
export function declaredSignature(signature: ts.Signature): ts.SignatureDeclaration | undefined {
  const decl = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
  if (!decl || decl.getSourceFile().fileName.includes('/@types/')) return undefined;
  return decl.parameters.every((p) => p.type) ? decl : undefined;
}

export function printSignature(checker: ts.TypeChecker, signature: ts.Signature, construct: boolean, label: string, location: ts.Node): string {
  const prefix = construct ? 'new ' : 'function ';
  const decl = declaredSignature(signature);
  if (decl) {
    const typeParameters = decl.typeParameters?.length ? `<${decl.typeParameters.map((t) => t.getText()).join(', ')}>` : '';
    // Destructuring patterns in declarations (`{ a, b, ...rest }: Props`) are shown as `props`.
    const parameters = decl.parameters
      .map((p, i) => {
        const name = ts.isIdentifier(p.name) ? p.name.text : i === 0 ? 'props' : `arg${i}`;
        return `${p.dotDotDotToken ? '...' : ''}${name}${p.questionToken ? '?' : ''}: ${p.type!.getText()}`;
      })
      .join(', ');
    const returnType = decl.type ? decl.type.getText() : checker.typeToString(signature.getReturnType(), location, printFlags);
    return cleanTypeText(`${prefix}${label}${typeParameters}(${parameters}): ${returnType}`);
  }
  const text = cleanTypeText(checker.signatureToString(signature, location, printFlags));
  return `${prefix}${label}${text.replace(/\) => (?!.*\) => )/, '): ')}`;
}

/**
 * Signatures a component is called with. `memo()` results are unwrapped to the component they
 * wrap (their own signature only repeats the props with `ref` rewritten), and a union such as
 * `ComponentType<P>` contributes the signatures of each member.
 */
export function signaturesOf(checker: ts.TypeChecker, type: ts.Type, depth = 0): { signature: ts.Signature; construct: boolean }[] {
  if (depth > 4) return [];
  const wrapped = type.getProperty('$$typeof') && type.getProperty('type');
  if (wrapped) {
    const inner = signaturesOf(checker, checker.getTypeOfSymbol(wrapped), depth + 1);
    if (inner.length) return inner;
  }
  const call = type.getCallSignatures();
  if (call.length) return call.map((signature) => ({ signature, construct: false }));
  const construct = type.getConstructSignatures();
  if (construct.length) return construct.map((signature) => ({ signature, construct: true }));
  if (type.isUnion()) return type.types.flatMap((t) => signaturesOf(checker, t, depth + 1));
  return [];
}
