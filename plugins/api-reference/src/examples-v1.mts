// The doc-comment examples of a 1.x version, type-checked against that version's packages.
import { join } from 'node:path';
import ts from 'typescript';
import type { VersionConfig } from './config.mts';
import { interfaceVersionOf } from './example-markdown.mts';
import type { ComponentDoc } from './extract.mts';
import { tsxFences } from './markdown.mts';
import { checkExamples, exportIndexOf, type CheckedExample } from './examples.mts';

/** The package and version an example is checked against, as reasons name it (`@contember/admin 1.2.2`). */
function checkedAgainst(siteDir: string, v: VersionConfig): string {
  const main = v.packages[0]!;
  const { version } = JSON.parse(ts.sys.readFile(join(siteDir, main.dir, 'package.json'))!) as { version: string };
  return `${main.importName} ${version}`;
}

export async function examplesOfVersion(siteDir: string, v: VersionConfig, components: ComponentDoc[]): Promise<Map<string, CheckedExample>> {
  const examples = components.flatMap((c) => [...c.examples, ...tsxFences(c.description ?? '')]);
  // What a reader of the page imports: the version's packages, and the icons @contember/ui depends on.
  const modules = [
    ...v.packages.map((p) => ({ specifier: p.importName, file: join(siteDir, p.dir, 'dist', 'types', 'index.d.ts') })),
    ...(v.id === 'v1.2' ? [{ specifier: 'lucide-react', file: join(siteDir, 'node_modules', 'lucide-react', 'dist', 'lucide-react.d.ts') }] : []),
  ];
  const index = exportIndexOf(modules, { moduleResolution: ts.ModuleResolutionKind.Node10, jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022 });
  return checkExamples(examples, index, interfaceVersionOf(v.id), checkedAgainst(siteDir, v));
}
