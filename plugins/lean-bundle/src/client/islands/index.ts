// The one API of the hydration scheme for pages and components (lean-bundle README, "HTML
// articles"): wrap an interactive component with island() so that it hydrates inside
// an article that is otherwise HTML.
export { island } from './island';
