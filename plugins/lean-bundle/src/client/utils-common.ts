// Replaces the entry point of `@docusaurus/utils-common` in the browser bundle with the same
// exports taken from its modules. The entry point is CommonJS that requires tslib for one helper
// (`__importDefault`), and a CommonJS require keeps every tslib helper in main.js; the modules
// themselves need no helper.
export { default as applyTrailingSlash, addTrailingSlash, addLeadingSlash, removeTrailingSlash } from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';

/** Anchor id of blog post content; the `__` prefix keeps search crawlers from indexing it. */
export const blogPostContainerID = '__blog-post-container';
