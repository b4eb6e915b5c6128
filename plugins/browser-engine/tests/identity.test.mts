import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROOT_IDENTITY } from '../src/engine.mts';
import { executeTenant, NO_TENANT_API } from '../src/identity.mts';

test('me: the identity requests run as, an admin of the page project, in the fields the admins ask for', async () => {
  const result = await executeTenant('docs-page', '{ me { id person { id } projects { project { slug config } memberships { role variables { name values } } } permissions { canCreateProject } } }');
  assert.deepEqual(result, {
    data: { me: { id: ROOT_IDENTITY, person: null, projects: [{ project: { slug: 'docs-page', config: {} }, memberships: [{ role: 'admin', variables: [] }] }], permissions: { canCreateProject: false } } },
  });
});

test('the tenant schema validates: a field it lacks gets the GraphQL error', async () => {
  const result = await executeTenant('docs-page', '{ me { nope } }');
  assert.match(result.errors?.[0]?.message ?? '', /Cannot query field "nope" on type "Identity"/);
});

test('any other tenant operation says the browser engine has no tenant API', async () => {
  for (const query of ['mutation { signIn(email: "a@b.c", password: "x") { ok } }', '{ projects { slug } }', '{ me { id } projects { slug } }']) {
    assert.deepEqual(await executeTenant('docs-page', query), { errors: [{ message: NO_TENANT_API }] }, query);
  }
});
