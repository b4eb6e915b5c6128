// Type-checks every TypeScript sample in docs/, parses every GraphQL sample and validates those
// that use the content API of the model their page defines against that model's schema.
//   npm run check:samples                       all pages
//   npm run check:samples -- docs/intro/x.md    some pages or folders
import { readdirSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { checkSamples } from '../plugins/code-samples/src/check.mts';

function* markdownFiles(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) yield* markdownFiles(join(path, entry));
  } else if (['.md', '.mdx'].includes(extname(path))) {
    yield path;
  }
}

const targets = process.argv.slice(2).length ? process.argv.slice(2) : [join(import.meta.dirname, '..', 'docs')];
// Generated API reference pages carry the packages' own doc-comment examples; they are not ours to check.
const files = targets
  .flatMap((target) => [...markdownFiles(resolve(target))])
  .filter((file) => !file.includes(`${join('docs', 'reference', 'admin', 'api')}/`));
const started = Date.now();
const report = checkSamples(files);
for (const problem of report.problems) console.error(`${problem.file}:${problem.line}:${problem.column} ${problem.message}`);
console.log(
  `samples: ${report.checked} TypeScript blocks type-checked, ${report.optedOut.length} opted out with a reason, ` +
    `${report.graphql} GraphQL blocks parsed (${report.graphqlValidated} validated against the content API schema of the page's model, ` +
    `${report.graphqlOptedOut.length} opted out with noschema, ${report.graphql - report.graphqlValidated - report.graphqlOptedOut.length} parsed only), ` +
    `${report.problems.length} problems in ${files.length} pages ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exitCode = report.problems.length ? 1 : 0;
