// The one API of the hydration scheme for pages and components (lean-bundle README, "Static
// articles and islands"): wrap an interactive component with island() so that it hydrates inside
// a static article.
export { island } from './island';
