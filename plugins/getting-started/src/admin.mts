// The built admin of the generated project: served from admin/dist as a static web server would,
// and signed in to in Chromium with a person created through the tenant API.
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { graphqlRequest, TENANT_PATH } from '../../engine/src/deploy.mts';
import type { Engine } from '../../engine/src/engine.mts';
import { freePort } from '../../engine/src/ports.mts';
import { collectErrors, launchBrowser } from '../../../tests/e2e/support/browser.mts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** The file admin/dist serves for a path: the file itself, else `app/index.html` below /app (client-side routes), else index.html. */
export function distFile(distDir: string, pathname: string): string | null {
  const relativePath = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  if (relativePath.startsWith('..')) return null;
  const direct = join(distDir, relativePath);
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  if (existsSync(join(direct, 'index.html'))) return join(direct, 'index.html');
  if (extname(relativePath)) return null;
  return relativePath === 'app' || relativePath.startsWith(`app${sep}`) ? join(distDir, 'app', 'index.html') : join(distDir, 'index.html');
}

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

export async function serveDist(distDir: string): Promise<StaticSite> {
  const port = await freePort();
  const server: Server = createServer((request, response) => {
    const file = distFile(distDir, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The admin page the run adds (not a docs fix: the template has no page that reads the project's data). */
export const ARTICLES_PAGE = 'admin/app/pages/articles.tsx';
const ARTICLES_PAGE_SOURCE = `import { Binding } from '@app/lib/binding'
import { EntityListSubTree, Field } from '@contember/interface'

export default () => (
	<Binding>
		<ul data-testid="articles">
			<EntityListSubTree entities="Article" orderBy="title asc">
				<li><Field field="title" /></li>
			</EntityListSubTree>
		</ul>
	</Binding>
)
`;

export function addArticlesPage(projectDir: string): void {
  writeFileSync(join(projectDir, ARTICLES_PAGE), ARTICLES_PAGE_SOURCE);
}

export interface Editor {
  email: string;
  password: string;
}

/** A person with a password and the project's `admin` role, made with the root token. */
export async function createEditor(engine: Pick<Engine, 'url' | 'rootToken'>, projectSlug: string): Promise<Editor> {
  const editor = { email: 'editor@example.com', password: `Pw-${Math.random().toString(36).slice(2)}-9` };
  const signUp = await graphqlRequest(
    engine,
    TENANT_PATH,
    'mutation($email: String!, $password: String!) { signUp(email: $email, password: $password) { ok error { code developerMessage } result { person { identity { id } } } } }',
    editor,
  );
  const result = signUp.data?.signUp as { ok: boolean; error: unknown; result: { person: { identity: { id: string } } } | null } | undefined;
  if (!result?.ok || !result.result) throw new Error(`signUp failed: ${JSON.stringify(signUp)}`);
  const member = await graphqlRequest(
    engine,
    TENANT_PATH,
    'mutation($project: String!, $identity: String!) { addProjectMember(projectSlug: $project, identityId: $identity, memberships: [{ role: "admin", variables: [] }]) { ok error { code developerMessage } } }',
    { project: projectSlug, identity: result.result.person.identity.id },
  );
  if ((member.data?.addProjectMember as { ok?: boolean } | undefined)?.ok !== true) throw new Error(`addProjectMember failed: ${JSON.stringify(member)}`);
  return editor;
}

/**
 * Opens the sign-in screen, signs in, waits for the admin under /app/, opens the articles page and
 * expects `expectedText` (a value the GraphQL steps stored) there, with no console error.
 */
export async function signInAndRead(site: StaticSite, editor: Editor, expectedText: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    page.setDefaultTimeout(20_000);
    await page.goto(`${site.url}/`);
    await page.locator('input[type="email"], input[name="email"]').first().fill(editor.email);
    await page.locator('input[type="password"]').first().fill(editor.password);
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/app'), { timeout: 20_000 }).catch(async () => {
      throw new Error(`the sign-in did not reach /app/ (still at ${page.url()}); page text: ${(await page.locator('body').innerText()).slice(0, 300)}; console: ${errors.join(' | ')}`);
    });
    await page.getByText('Welcome to Contember!').waitFor().catch(() => {
      throw new Error(`the admin's home page did not render; console: ${errors.join(' | ')}`);
    });
    await page.goto(`${site.url}/app/articles`);
    await page.getByTestId('articles').getByText(expectedText).waitFor().catch(async () => {
      throw new Error(`/app/articles does not show "${expectedText}"; page text: ${(await page.locator('body').innerText()).slice(0, 300)}; console: ${errors.join(' | ')}`);
    });
    if (errors.length) throw new Error(`console errors in the admin: ${errors.join(' | ')}`);
  } finally {
    await browser.close();
  }
}
