// Type-checks every TypeScript sample of both docs versions (docs/, versioned_docs/version-2.x/), parses every GraphQL sample and validates those
// that use the content API of the model their page defines against that model's schema.
//   npm run check:samples                       all pages
//   npm run check:samples -- docs/intro/x.md    some pages or folders
import { checkSamples } from '../plugins/code-samples/src/check.mts';
import { docsPages, DOCS_FOLDERS } from '../plugins/code-samples/src/pages.mts';

const targets = process.argv.slice(2).length ? process.argv.slice(2) : DOCS_FOLDERS;
const files = docsPages(targets);
const started = Date.now();
const report = checkSamples(files);
for (const problem of report.problems) console.error(`${problem.file}:${problem.line}:${problem.column} ${problem.message}`);
console.log(
  `samples: ${report.checked} TypeScript blocks type-checked, ${report.optedOut.length} opted out with a reason, ` +
    `${report.graphql} GraphQL blocks parsed (${report.graphqlValidated} validated against the content API schema of the page's model, ` +
    `${report.graphqlOtherApi} for the tenant, system or actions API, ${report.graphqlExcerpts} schema excerpts, ` +
    `${report.graphqlOptedOut.length} opted out with noschema), ` +
    `${report.problems.length} problems in ${files.length} pages ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exitCode = report.problems.length ? 1 : 0;
