import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'graphql';
import { inProject } from '../src/examples.mts';

test('tenant requests name the page project wherever they name a project', () => {
  const request = inProject(
    parse(`mutation {
      addProjectMember(projectSlug: "blog", identityId: "x", memberships: []) { ok }
      addMailTemplate(template: { type: NEW_USER_INVITED, projectSlug: "blog", subject: "s", content: "c" }) { ok }
      createResetPasswordRequest(email: "a@example.com", options: { mailProject: "blog" }) { ok }
    }`),
    'page-project',
  );
  assert.equal(request.match(/page-project/g)?.length, 3);
  assert.doesNotMatch(request, /"blog"/);
});

test('projectBySlug names the page project, other slug arguments stay', () => {
  const request = inProject(parse('{ projectBySlug(slug: "blog") { slug } other: identityProviders { slug } }'), 'page-project');
  assert.match(request, /projectBySlug\(slug: "page-project"\)/);
});
