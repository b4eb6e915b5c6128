// Turns the example's TSX into a component: sucrase strips the types and the JSX and rewrites the
// imports into require() calls, which resolve to the modules the frame bundles.
// The packages come from the frame's admin module (frames.ts, admins/): each frame has its own.
import admin from 'live-preview-admin';
import * as React from 'react';
import type { ComponentType } from 'react';
import { transform } from 'sucrase';

const modules: Record<string, unknown> = { ...admin.modules, react: React };

/**
 * Packages the frame loads only for an example that imports them (a chunk of their own: examples
 * without them load nothing more), such as `@contember/layout` with its stylesheet in the 1.2 frame.
 */
const lazyModules = admin.lazyModules;

/** The packages an example imports (`import … from 'name'`, `import 'name'`). */
export function importedModules(code: string): string[] {
  return [...new Set([...code.matchAll(/^\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]!))];
}

/** The packages the code imports that the frame loads on demand and has not loaded yet. */
export function missingModules(code: string): string[] {
  return importedModules(code).filter((name) => !(name in modules) && name in lazyModules);
}

/** Loads the lazily loaded packages the code imports, before compileExample runs it. */
export async function loadModules(code: string): Promise<void> {
  await Promise.all(
    missingModules(code).map(async (name) => {
      modules[name] = await lazyModules[name]!();
    }),
  );
}

export type Compiled = { component: ComponentType } | { error: string };

export function compileExample(code: string): Compiled {
  let javascript: string;
  try {
    javascript = transform(code, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'classic',
      production: true,
    }).code;
  } catch (error) {
    return { error: `Syntax error: ${messageOf(error)}` };
  }
  const exports: Record<string, unknown> = {};
  const require = (name: string): unknown => {
    if (!(name in modules)) throw new Error(`The preview cannot import "${name}"; it provides ${[...Object.keys(modules), ...Object.keys(lazyModules)].filter((known, index, all) => all.indexOf(known) === index).join(', ')}.`);
    return modules[name];
  };
  try {
    // The code is the reader's own, run in the reader's own browser, in a frame of its own.
    new Function('require', 'exports', 'React', javascript)(require, exports, React);
  } catch (error) {
    return { error: messageOf(error) };
  }
  const component = exports.default ?? Object.values(exports).find(isComponent);
  if (!isComponent(component)) return { error: 'The code exports no component to render.' };
  return { component: component as ComponentType };
}

/**
 * A function, or what React's `memo` and `forwardRef` return (an object with `$$typeof`): the
 * admin's `Component(…)` is a memo.
 */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

