// Type-checks the TypeScript samples of Markdown pages against the documented packages.
// Each block is an in-memory module next to the site's node_modules; one TypeScript program
// per Interface version compiles all of them, and diagnostics point at the Markdown line.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { DocumentNode } from 'graphql';
import ts from 'typescript';
import { CHECKED_LANGUAGES, compiledCode, ENGINE_APIS, extractBlocks, isGraphqlBlock, type CodeBlock, type InterfaceVersion } from './blocks.mts';
import { modelsFor, pageModels, parseOperation, rootFieldNames, validateOperation, type PageModel } from './graphql-schema.mts';
import { modelPageOf } from './pages.mts';
import { docsVersionInterface, INTERFACE_2_ADMIN_LIB, INTERFACE_2_PROJECT, packageFolder, SITE_ROOT } from './versions.mts';

export interface SampleProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface OptedOut {
  file: string;
  line: number;
  reason: string;
}

export interface CheckReport {
  /** TypeScript blocks type-checked. */
  checked: number;
  /** TypeScript blocks with `nocheck`. */
  optedOut: OptedOut[];
  /** GraphQL blocks, all parsed. */
  graphql: number;
  /** GraphQL blocks also validated against the content API schema of the page's model. */
  graphqlValidated: number;
  /** GraphQL blocks with `noschema`. */
  graphqlOptedOut: OptedOut[];
  /** GraphQL blocks for the tenant, system or actions API (`api=…`), validated by the examples step against the engine. */
  graphqlOtherApi: number;
  /** GraphQL blocks without an operation (schema excerpts: type definitions). */
  graphqlExcerpts: number;
  problems: SampleProblem[];
}

interface VirtualSample {
  path: string;
  source: string;
  file: string;
  block: CodeBlock;
}

function compilerOptions(version: InterfaceVersion): ts.CompilerOptions {
  const entry = (name: '@contember/admin' | '@contember/layout'): string[] => {
    const folder = packageFolder(name, version);
    return folder ? [join(folder, 'dist', 'types', 'index.d.ts')] : [];
  };
  // 2.x samples sit in INTERFACE_2_PROJECT, so their imports resolve to its 2.0.8 packages first;
  // `@app/lib/…` is the template's UI kit, as in a generated project's admin/tsconfig.json.
  const paths: Record<string, string[]> = version === '2.0' ? { '@app/lib/*': [join(INTERFACE_2_ADMIN_LIB, '*')] } : { '@contember/admin': entry('@contember/admin') };
  if (version === '1.2') paths['@contember/layout'] = entry('@contember/layout');
  return {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    // Interface 1.1's packages declare no `types` condition in their exports maps.
    moduleResolution: version === '1.1' ? ts.ModuleResolutionKind.Node10 : ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    experimentalDecorators: true,
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    isolatedModules: true,
    // Samples may be server-side code (webhook handlers, build config); Vite's client types are a root file.
    types: ['node'],
    typeRoots: version === '2.0' ? [join(INTERFACE_2_PROJECT, 'node_modules', '@types'), join(SITE_ROOT, 'node_modules', '@types')] : [join(SITE_ROOT, 'node_modules', '@types')],
    baseUrl: SITE_ROOT,
    paths,
  };
}

function compile(samples: VirtualSample[], version: InterfaceVersion): SampleProblem[] {
  const options = compilerOptions(version);
  const byPath = new Map(samples.map((sample) => [sample.path, sample]));
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (path) => byPath.has(path) || fileExists.call(host, path);
  host.readFile = (path) => byPath.get(path)?.source ?? readFile.call(host, path);
  host.getSourceFile = (path, languageVersion, onError, shouldCreate) => {
    const sample = byPath.get(path);
    if (sample) return ts.createSourceFile(path, sample.source, languageVersion, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    return getSourceFile.call(host, path, languageVersion, onError, shouldCreate);
  };
  // Interface projects build with Vite: entry points use import.meta.glob and import.meta.env.
  const viteClientTypes = join(SITE_ROOT, 'node_modules', 'vite', 'client.d.ts');
  const program = ts.createProgram([viteClientTypes, ...byPath.keys()], options, host);
  const problems: SampleProblem[] = [];
  for (const sample of samples) {
    const sourceFile = program.getSourceFile(sample.path)!;
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const diagnostic of diagnostics) {
      const { line, character } = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : { line: 0, character: 0 };
      problems.push({
        file: sample.file,
        line: sample.block.startLine + line,
        column: character + 1,
        message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      });
    }
  }
  return problems;
}

function graphqlPosition(error: unknown): { line: number; column: number } | null {
  const location = (error as { locations?: { line: number; column: number }[] }).locations?.[0];
  return location ? { line: location.line, column: location.column } : null;
}

/** Parses the GraphQL blocks of a page and validates those its model serves against the model's schema. */
function checkGraphql(blocks: CodeBlock[], file: string, report: CheckReport, modelPage: string | null): void {
  const graphqlBlocks = blocks.filter(isGraphqlBlock);
  if (!graphqlBlocks.length) return;
  let models: PageModel[] | null = null;
  for (const block of graphqlBlocks) {
    report.graphql++;
    let document: DocumentNode;
    try {
      document = parseOperation(block.code);
    } catch (error) {
      const position = graphqlPosition(error);
      report.problems.push({ file, line: block.startLine + (position ? position.line - 1 : 0), column: position?.column ?? 1, message: `GraphQL: ${(error as Error).message}` });
      continue;
    }
    if (block.noschemaReason !== null) {
      if (!block.noschemaReason) {
        report.problems.push({ file, line: block.startLine - 1, column: 1, message: 'noschema needs a reason: noschema="why this block is not validated against the model"' });
      }
      report.graphqlOptedOut.push({ file, line: block.startLine - 1, reason: block.noschemaReason });
      continue;
    }
    if (!models) {
      // A page without a model of its own may use another page's (front matter `model_from:`).
      const release = docsVersionInterface(file) === '2.0' ? '2.0' : '1.4';
      const compiled = modelPage
        ? pageModels(extractBlocks(readFileSync(modelPage, 'utf8')), relative(SITE_ROOT, modelPage), release)
        : pageModels(blocks, file, release);
      models = compiled.models;
      for (const failure of compiled.failures) {
        report.problems.push({ file, line: failure.block.startLine - 1, column: 1, message: `Model: the block does not build a schema: ${failure.message}` });
      }
    }
    if (block.api !== null && block.api !== 'content') {
      if (!(ENGINE_APIS as readonly string[]).includes(block.api)) {
        report.problems.push({ file, line: block.startLine - 1, column: 1, message: `api=${block.api} is not one of ${ENGINE_APIS.join(', ')}` });
      }
      report.graphqlOtherApi++;
      continue;
    }
    if (!document.definitions.some((definition) => definition.kind === 'OperationDefinition')) {
      report.graphqlExcerpts++;
      continue;
    }
    const candidates = modelsFor(models, block, document);
    if (!candidates.length) {
      // Not silently "parsed only": a misspelt root field would pass unnoticed.
      report.problems.push({
        file,
        line: block.startLine - 1,
        column: 1,
        message: `GraphQL: no model on this page serves ${rootFieldNames(document).join(', ')}: fix the field name, add the model, declare the API (api=tenant, api=system, api=actions) or opt out with noschema="reason"`,
      });
      continue;
    }
    report.graphqlValidated++;
    let best: { model: PageModel; errors: ReturnType<typeof validateOperation> } | null = null;
    for (const model of candidates) {
      const errors = validateOperation(model.schema, document);
      if (!best || errors.length < best.errors.length) best = { model, errors };
      if (!errors.length) break;
    }
    const { model, errors } = best!;
    for (const error of errors) {
      report.problems.push({
        file,
        line: block.startLine + error.line - 1,
        column: error.column,
        message: `GraphQL (content API of ${model.block ? `the model at line ${model.block.startLine - 1}` : "the page's model blocks together"}): ${error.message}`,
      });
    }
  }
}

/** Checks every sample of the given Markdown files. Paths in the report are relative to the site. */
export function checkSamples(markdownFiles: string[]): CheckReport {
  const report: CheckReport = { checked: 0, optedOut: [], graphql: 0, graphqlValidated: 0, graphqlOptedOut: [], graphqlOtherApi: 0, graphqlExcerpts: 0, problems: [] };
  const samples: Record<InterfaceVersion, VirtualSample[]> = { '1.1': [], '1.2': [], '2.0': [] };
  for (const absolute of markdownFiles) {
    const file = relative(SITE_ROOT, absolute);
    const source = readFileSync(absolute, 'utf8');
    const blocks = extractBlocks(source, docsVersionInterface(file));
    let modelPage: string | null = null;
    try {
      modelPage = modelPageOf(source, file);
    } catch (error) {
      report.problems.push({ file, line: 1, column: 1, message: (error as Error).message });
    }
    checkGraphql(blocks, file, report, modelPage);
    for (const block of blocks) {
      if (!CHECKED_LANGUAGES.has(block.lang)) continue;
      if (block.nocheckReason !== null) {
        if (!block.nocheckReason) {
          report.problems.push({ file, line: block.startLine - 1, column: 1, message: 'nocheck needs a reason: nocheck="why this block cannot compile"' });
        }
        report.optedOut.push({ file, line: block.startLine - 1, reason: block.nocheckReason });
        continue;
      }
      report.checked++;
      const extension = block.lang === 'tsx' ? 'tsx' : 'ts';
      const name = `${file.replace(/[^\w]+/g, '_')}_L${block.startLine}.${extension}`;
      samples[block.interfaceVersion].push({
        path: join(block.interfaceVersion === '2.0' ? INTERFACE_2_PROJECT : SITE_ROOT, '.samples', name),
        // A block without imports or exports would be a global script; make every block a module.
        source: `${compiledCode(block.code, block.lang)}\nexport {}\n`,
        file,
        block,
      });
    }
  }
  for (const version of ['1.2', '1.1', '2.0'] as const) {
    if (samples[version].length) report.problems.push(...compile(samples[version], version));
  }
  report.problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return report;
}

/** A TypeScript module to type-check outside a page (the API reference's doc-comment examples). */
export interface StandaloneModule {
  id: string;
  code: string;
  lang: 'ts' | 'tsx';
  version: InterfaceVersion;
}

/**
 * Type-checks modules the way the page samples are checked (same programs and options), one
 * program per Interface version. Returns the diagnostics of each module by id (empty: it compiles),
 * as `line:column TSnnnn: message` with the module's own 1-based line.
 */
export function typeCheckModules(modules: StandaloneModule[]): Map<string, string[]> {
  const results = new Map<string, string[]>(modules.map((module) => [module.id, []]));
  for (const version of ['1.2', '1.1', '2.0'] as const) {
    const samples: VirtualSample[] = modules
      .filter((module) => module.version === version)
      .map((module, index) => {
        const block = extractBlocks(`\`\`\`${module.lang}\n${module.code}\n\`\`\``, version)[0]!;
        const path = join(version === '2.0' ? INTERFACE_2_PROJECT : SITE_ROOT, '.samples', `module_${index}.${module.lang}`);
        return { path, source: `${compiledCode(module.code, module.lang)}\nexport {}\n`, file: module.id, block };
      });
    if (!samples.length) continue;
    for (const problem of compile(samples, version)) {
      // The block of a one-block source starts at line 2.
      results.get(problem.file)!.push(`${problem.line - 1}:${problem.column} ${problem.message}`);
    }
  }
  return results;
}
