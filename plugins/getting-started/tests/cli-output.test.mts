// The parts of the CLI block runner that need no project or engine: which blocks are CLI blocks,
// the arguments of their commands, the notes under them, and the output comparison.
// The runs themselves: tests/cli-run.engine.mts (a project and an engine).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractBlocks } from '../../code-samples/src/blocks.mts';
import { cliArguments, cliCommands, cliEnvironment, cliNoteText, isCliBlock, outputBlock } from '../../code-samples/src/cli-blocks.mts';
import { carryVersions, compareOutput, normaliseOutput } from '../src/cli-output.mts';
import { choiceKeys, nextSecondAfter } from '../src/cli-run.mts';
import { renderTerminal } from '../src/terminal.mts';

const PAGE_2X = 'versioned_docs/version-2.x/intro/quickstart.md';

describe('CLI command lines', () => {
  it('reads the arguments after every way the pages call the CLI', () => {
    assert.deepEqual(cliArguments('yarn contember migrations:diff add-article-lead --yes'), ['migrations:diff', 'add-article-lead', '--yes']);
    assert.deepEqual(cliArguments('npx contember migrations:status'), ['migrations:status']);
    assert.deepEqual(cliArguments('yarn --silent contember project:print-schema --format=schema'), ['project:print-schema', '--format=schema']);
    assert.deepEqual(cliArguments('npm run contember -- data:export --exclude-table page_view'), ['data:export', '--exclude-table', 'page_view']);
    assert.deepEqual(cliArguments("contember data:export 'contember://blog:token@host' --output x.gz"), ['data:export', 'contember://blog:token@host', '--output', 'x.gz']);
    assert.deepEqual(cliArguments('yarn contember'), []);
    assert.deepEqual(cliArguments('CONTEMBER_PROJECT_NAME=blog-staging npm run contember -- migrations:execute --yes'), ['migrations:execute', '--yes']);
    assert.deepEqual(cliEnvironment('CONTEMBER_PROJECT_NAME=blog-staging A_B=1 npm run contember -- migrations:execute'), { CONTEMBER_PROJECT_NAME: 'blog-staging', A_B: '1' });
    assert.deepEqual(cliEnvironment('npm run contember -- migrations:execute'), {});
  });

  it('is not fooled by contember as a word of another command', () => {
    assert.equal(cliArguments(`sudo -u postgres psql -c "CREATE ROLE contember LOGIN"`), null);
    assert.equal(cliArguments('docker compose run contember-cli migrations:status'), null);
  });

  it('finds CLI blocks, their commands and their output block', () => {
    const blocks = extractBlocks(
      ['```bash', 'yarn contember migrations:status', '```', '', '```text', 'No migrations', '```', '', '```bash', 'psql -c "select 1"', 'yarn contember migrations:execute --yes', '```', '', '```ts', 'const contember = 1', '```', ''].join('\n'),
    );
    const cli = blocks.filter(isCliBlock);
    assert.equal(cli.length, 2);
    assert.deepEqual(cliCommands(cli[0]!), [{ env: {}, args: ['migrations:status'] }]);
    assert.equal(outputBlock(blocks, cli[0]!)?.code.trim(), 'No migrations');
    assert.equal(cliCommands(cli[1]!), null, 'a block that also runs psql cannot run as CLI commands');
    assert.equal(outputBlock(blocks, cli[1]!), null);
  });
});

describe('notes under CLI blocks', () => {
  it('says which CLI ran the block, or why it did not run, on 2.x pages only', () => {
    const block = { lang: 'bash', code: 'yarn contember migrations:status\n', meta: '' };
    assert.equal(cliNoteText(block, PAGE_2X), 'Ran with @contember/cli 2.0.8');
    assert.equal(cliNoteText({ ...block, meta: 'norun="needs Docker"' }, PAGE_2X), 'Not run: needs Docker');
    assert.equal(cliNoteText(block, 'docs/reference/cli.md'), null);
    assert.equal(cliNoteText({ ...block, lang: 'text' }, PAGE_2X), null);
    assert.equal(cliNoteText(block, 'versioned_docs/version-2.x/reference/cli.md'), 'Ran with @contember/cli 2.0.8');
  });
});

describe('output comparison', () => {
  const context = { workspaceDir: '/tmp/p/docs-cli/v2-x-x', projectSlug: 'v2-x-x', engineUrl: 'http://127.0.0.1:4567' };

  it('writes the folder, the project and the engine as the page names them, without colours', () => {
    const real = '\x1b[32mSource project name: v2-x-x\x1b[39m\nURL: http://127.0.0.1:4567/\n/tmp/p/docs-cli/v2-x-x/api/migrations/x.json created  \n\n';
    assert.equal(normaliseOutput(real, context), 'Source project name: blog\nURL: http://contember-engine:4000/\n/src/api/migrations/x.json created');
  });

  it('matches versions, times, masked tokens and … as placeholders, and carries versions', () => {
    const documented = '/src/api/migrations/2025-06-02-101500-add-article-lead.json created\nExecuted at 2024-05-14T09:31:12.042Z\nToken: 4f1***d0e\nDone in …';
    const real = '/src/api/migrations/2026-11-29-013839-add-article-lead.json created\nExecuted at 2026-11-29T01:38:40.100Z\nToken: d32***684\nDone in 1.2 s';
    const comparison = compareOutput(documented, real);
    assert.equal(comparison.mismatch, null);
    assert.equal(carryVersions('2025-06-02-101500-add-article-lead', comparison.carried), '2026-11-29-013839-add-article-lead');
  });

  it('takes a line of only … for any number of lines', () => {
    const real = 'Add enum ArticleState [createEnum]\nAdd entity Article [createEntity]\nAdd entity Author [createEntity]\n✔ Do you want to continue? › Yes';
    assert.equal(compareOutput('Add enum ArticleState [createEnum]\n…\n✔ Do you want to continue? › Yes', real).mismatch, null);
    assert.equal(compareOutput('Add enum ArticleState [createEnum]\n…', real).mismatch, null);
    assert.match(compareOutput('Add enum ArticleState [createEnum]\n…\nAdd entity Tag [createEntity]', real).mismatch ?? '', /the page shows "Add entity Tag/);
  });

  it('fails on a changed line, a missing line and an extra line', () => {
    const real = 'Add field Article.lead [createColumn]\nMigration executed';
    assert.equal(compareOutput('Add field Article.lead [createColumn]\nMigration executed', real).mismatch, null);
    assert.match(compareOutput('Add field Article.lede [createColumn]\nMigration executed', real).mismatch ?? '', /line 1: the page shows "Add field Article.lede/);
    assert.match(compareOutput('Add field Article.lead [createColumn]', real).mismatch ?? '', /line 2: the CLI printed more/);
    assert.match(compareOutput(`${real}\nDone`, real).mismatch ?? '', /line 3: the page shows "Done"/);
  });
});

describe('the terminal screen', () => {
  it('shows what a prompt leaves on the screen: colours dropped, an erased line overwritten by the answer', () => {
    const raw = '\x1b[34mAdd field Article.lead\x1b[39m\r\n\x1b[?25l? Continue? › Yes\r\n  Abort\r\n\x1b[2K\x1b[1A\x1b[2K\x1b[G✔ Continue? › Yes\r\nwritten\r\n';
    assert.equal(renderTerminal(raw), 'Add field Article.lead\n? Continue? › Yes\n✔ Continue? › Yes\nwritten\n');
  });
});

describe('answers to prompts', () => {
  const screen = 'Add entity Article [createEntity]\n? Do you want to continue? › - Use arrow-keys. Return to submit.\n❯   Yes\n    Yes and execute immediately\n    Abort';
  it('moves down to the choice the block names and submits it', () => {
    assert.equal(choiceKeys(screen, 'Yes'), '\r');
    assert.equal(choiceKeys(screen, 'Yes and execute immediately'), '\x1b[B\r');
    assert.equal(choiceKeys(screen, 'Abort'), '\x1b[B\x1b[B\r');
  });
  it('has no keys for a choice the prompt does not offer', () => {
    assert.equal(choiceKeys(screen, 'Execute migrations'), null);
  });
});

describe('commands that name a file after the current second', () => {
  it('wait until the second of the last one has passed, and no longer', async () => {
    const ended = Date.now();
    await nextSecondAfter(ended);
    assert.ok(Math.floor(Date.now() / 1000) > Math.floor(ended / 1000), 'a later second');
    const before = Date.now();
    await nextSecondAfter(before - 1000);
    assert.ok(Date.now() - before < 50, 'no wait when that second is over');
  });
});
