// README.md, "Static articles and islands": the pure helpers of src/client/islands, in Node.
// collect.ts pairs the islands of an MDX element tree with the wrappers in the server HTML;
// links.ts decides which clicks in a static article navigate on the client.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRequire } from 'node:module';
import { createElement, Fragment, type ReactNode } from 'react';
import { clientNavigationTarget } from '../src/client/islands/links.ts';

// Through require, as collect.ts loads island.tsx: an ES import would load a second copy of
// island.tsx, with its own registry of islands.
const require = createRequire(import.meta.url);
const { collectIslands, islandsMatch, topLevelIslandElements } = require('../src/client/islands/collect.ts') as typeof import('../src/client/islands/collect.ts');
const { island, islandDefinitionOf } = require('../src/client/islands/island.tsx') as typeof import('../src/client/islands/island.tsx');

const Counter = (props: { start: number }): ReactNode => String(props.start);
const Tabs = (props: { children?: ReactNode }): ReactNode => props.children;
const CounterIsland = island('Counter', Counter);
const TabsIsland = island('Tabs', Tabs);

describe('collectIslands', () => {
  test('finds the islands of a document in order, with their props, without entering an island', () => {
    const document = createElement(
      Fragment,
      null,
      createElement('h2', null, 'Heading'),
      createElement(CounterIsland, { start: 1 }),
      createElement('div', null, createElement('p', null, 'text'), createElement(TabsIsland, null, createElement(CounterIsland, { start: 2 }))),
      [createElement(CounterIsland, { key: 'a', start: 3 })],
    );
    const found = collectIslands(document);
    assert.deepEqual(found.map((instance) => instance.definition.name), ['Counter', 'Tabs', 'Counter']);
    assert.deepEqual((found[0]!.props as { start: number }).start, 1);
    assert.deepEqual((found[2]!.props as { start: number }).start, 3);
  });

  test('a plain component is no island, and text or nothing is skipped', () => {
    assert.equal(islandDefinitionOf(Counter), undefined);
    assert.equal(islandDefinitionOf(CounterIsland)?.component, Counter);
    assert.deepEqual(collectIslands([null, 'text', 3, false, createElement(Counter, { start: 0 })]), []);
  });
});

/** Just enough of an element for collect.ts: its data-island, its parent and closest(). */
class FakeElement {
  readonly dataset: { island?: string };
  parentElement: FakeElement | null = null;
  constructor(name?: string) {
    this.dataset = name === undefined ? {} : { island: name };
  }
  closest(selector: string): FakeElement | null {
    assert.equal(selector, '[data-island]');
    if (this.dataset.island !== undefined) return this;
    return this.parentElement?.closest(selector) ?? null;
  }
}

describe('islandsMatch and topLevelIslandElements', () => {
  test('only wrappers outside other islands count, and the names must match in order', () => {
    const outer = new FakeElement('Tabs');
    const inner = new FakeElement('Counter');
    const holder = new FakeElement();
    holder.parentElement = outer;
    inner.parentElement = holder;
    const last = new FakeElement('Counter');
    const root = { querySelectorAll: () => [outer, inner, last] } as unknown as Element;
    const elements = topLevelIslandElements(root);
    assert.deepEqual(elements as unknown[], [outer, last]);
    const instances = collectIslands([createElement(TabsIsland, null), createElement(CounterIsland, { start: 1 })]);
    assert.equal(islandsMatch(instances, elements), true);
    assert.equal(islandsMatch(instances.slice().reverse(), elements), false, 'another order');
    assert.equal(islandsMatch(instances.slice(1), elements), false, 'another count');
  });
});

describe('clientNavigationTarget', () => {
  // links.ts tests `instanceof Element` and `instanceof HTMLAnchorElement`: stand-ins for Node.
  class Anchor {
    target = '';
    readonly attributes: Record<string, string>;
    constructor(readonly href: string, attributes: Record<string, string> = {}) {
      this.attributes = attributes;
    }
    closest(): Anchor {
      return this;
    }
    hasAttribute(name: string): boolean {
      return name in this.attributes;
    }
  }
  const globals = globalThis as Record<string, unknown>;
  globals.Element = Anchor;
  globals.HTMLAnchorElement = Anchor;
  const current = new URL('https://docs.example.com/guides/seo?x=1') as unknown as Location;
  const click = (anchor: Anchor, extra: Partial<MouseEvent> = {}) =>
    clientNavigationTarget({ defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target: anchor, ...extra } as unknown as MouseEvent, current);

  test('an internal link to another page navigates on the client, with its query and hash', () => {
    assert.equal(click(new Anchor('https://docs.example.com/intro/quickstart?tab=a#install')), '/intro/quickstart?tab=a#install');
  });

  test('the browser keeps modified clicks, other buttons, other origins, new windows, downloads and links within the page', () => {
    const internal = new Anchor('https://docs.example.com/intro');
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) assert.equal(click(internal, { [modifier]: true }), null, modifier);
    assert.equal(click(internal, { button: 1 }), null);
    assert.equal(click(internal, { defaultPrevented: true }), null);
    assert.equal(click(new Anchor('https://github.com/contember')), null);
    const blank = new Anchor('https://docs.example.com/intro');
    blank.target = '_blank';
    assert.equal(click(blank), null);
    assert.equal(click(new Anchor('https://docs.example.com/files/schema.pdf', { download: '' })), null);
    assert.equal(click(new Anchor('https://docs.example.com/guides/seo?x=1#meta')), null);
  });
});

test('with the scheme off (PLAIN_DOCUSAURUS), island() returns the component as it is', () => {
  // The plugin defines the constant in the bundles; here it is set by hand.
  process.env.LEAN_BUNDLE_ISLANDS = 'off';
  try {
    assert.equal(island('Counter', Counter), Counter);
  } finally {
    delete process.env.LEAN_BUNDLE_ISLANDS;
  }
  assert.notEqual(island('Counter', Counter), Counter);
});
