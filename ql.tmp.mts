import { pathToFileURL } from 'node:url';
import { startDocsEngine } from './plugins/engine/src/docs-engine.mts';
import { contentPath, graphqlRequest } from './plugins/engine/src/deploy.mts';
const client = await import(pathToFileURL(process.cwd() + '/node_modules/contember-admin-v1.2/node_modules/@contember/client/dist/production/index.js').href);
const { CrudQueryBuilder, GraphQlLiteral } = client;
const compile = (filter: unknown) => {
  const read = CrudQueryBuilder.ReadBuilder.instantiate().filter(filter).column('title');
  return new CrudQueryBuilder.CrudQueryBuilder().list('Article', read).getGql();
};
const strings = compile({ title: { containsCI: 'news' }, state: { in: ['draft', 'published'] } });
const literals = compile({ title: { containsCI: 'news' }, state: { in: [new GraphQlLiteral('draft'), new GraphQlLiteral('published')] } });
console.log(strings); console.log(literals);
const { engine, projects } = await startDocsEngine({ pages: ['docs/reference/admin/examples/SelectField.mdx'] });
try {
  const p = projects[0]!;
  console.log(JSON.stringify(await graphqlRequest(engine, contentPath(p), strings)));
  console.log(JSON.stringify(await graphqlRequest(engine, contentPath(p), literals)));
} finally { await engine.stop(); }
