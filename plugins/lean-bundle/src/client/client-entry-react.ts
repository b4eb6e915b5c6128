// `react` as Docusaurus's client entry sees it in the browser bundle: preact/compat, except that
// `startTransition` runs its callback in a task of its own.
//
// The client entry hydrates the page inside `startTransition`. React would hydrate that
// transition in slices, yielding to the browser every few milliseconds; preact/compat runs the
// callback at once, in the microtasks of the task that evaluated the last route chunk, which made
// that chunk's evaluation and the whole hydration one long task.
//
// The entry imports nothing else from `react`.
import React from 'preact/compat';

export default React;

export function startTransition(callback: () => void): void {
  window.setTimeout(callback, 0);
}
