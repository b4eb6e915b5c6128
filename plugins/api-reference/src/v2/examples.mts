// The doc-comment examples of the Interface 2.0.8 pages, type-checked as the 2.x samples are
// (plugins/code-samples, in the interface-2.0 project, `@app/lib/…` being the template's kit).
import { join } from 'node:path';
import ts from 'typescript';
import { checkExamples, exportIndexOf, type CheckedExample } from '../examples.mts';
import { tsxFences } from '../markdown.mts';
import type { ReferenceDoc } from './collect.mts';
import { interfaceDir, kitModules, INTERFACE_PACKAGE } from './config.mts';

export async function examplesV2(siteDir: string, docs: ReferenceDoc[], version: string): Promise<Map<string, CheckedExample>> {
  const examples = docs.flatMap((d) => [...d.examples, ...tsxFences(d.description ?? '')]);
  const nodeModules = join(interfaceDir(siteDir), '..', '..');
  // What a page of a generated project imports: the kit first (its folders), then @contember/interface,
  // the headless packages the kit builds on (data view, block repeater), and the icons the kit uses.
  const modules = [
    ...kitModules(siteDir).map((m) => ({ specifier: m.importName, file: m.file })),
    { specifier: INTERFACE_PACKAGE, file: join(interfaceDir(siteDir), 'dist', 'types', 'index.d.ts') },
    ...['react-dataview', 'react-block-repeater'].map((name) => ({ specifier: `@contember/${name}`, file: join(nodeModules, '@contember', name, 'dist', 'types', 'index.d.ts') })),
    { specifier: 'lucide-react', file: join(nodeModules, 'lucide-react', 'dist', 'lucide-react.d.ts') },
  ];
  const index = exportIndexOf(modules, { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022 });
  return checkExamples(examples, index, '2.0', `${INTERFACE_PACKAGE} ${version} or the kit`);
}
