// rspack loader: exact text replacements in dependency modules of the browser bundle, where a
// line of theirs costs every page's start-up. Each patch names its file, the text it replaces and
// why; a patch whose text is no longer in its file fails the build (an upgrade changed it: look
// again whether the cost is still there). README, "Start-up work on the main thread".

/**
 * @typedef {{ file: RegExp, find: string, replace: string, prepend?: string, why: string }} DependencyPatch
 * @type {DependencyPatch[]}
 */
const DEPENDENCY_PATCHES = [
  {
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    why:
      "useShallowMemoObject sorts an object's keys only to list them in a stable order; the first " +
      'localeCompare of a page sets up the ICU collator, the longest single call of a phone\'s ' +
      'start-up (NavbarSecondaryMenuFiller calls it as the docs sidebar hydrates).',
  },
  {
    file: /[\\/]react-helmet-async[\\/]lib[\\/]index\.module\.js$/,
    find: 'r.emitChange=function(){var t,e,r=this.props.context,',
    // `e` is the HelmetDispatcher class here; the original body becomes `emitNow`.
    replace:
      'r.emitChange=function(){if(!q.canUseDOM)return this.emitNow();e.pending||queueMicrotask(function(){var p=e.pending;e.pending=null;p.emitNow()});e.pending=this},' +
      'r.emitNow=function(){var t,e,r=this.props.context,',
    why:
      'Each <Head> (React Helmet) reduces the props of every mounted <Head> as it mounts, so a ' +
      'doc page with about fifteen of them did that work about a hundred times in its hydration ' +
      'task; in the browser the reduction now runs once, in a microtask after the render, and the ' +
      'head is written in the next animation frame as before.',
  },
  {
    file: /[\\/]react-helmet-async[\\/]lib[\\/]index\.module\.js$/,
    find: 'e.defer?_=requestAnimationFrame(function(){K(e,function(){_=null})})',
    replace:
      'e.defer?writeHeadOnceHydrated(function(){_&&cancelAnimationFrame(_);_=requestAnimationFrame(function(){K(e,function(){_=null})})})',
    prepend: "import{writeHeadOnceHydrated}from'@site/plugins/lean-bundle/src/client/islands/HydrateLater';",
    why:
      'The parts of the shell that hydrate after the page (HydrateLater) may render <Head>s: until ' +
      'they have hydrated, Helmet does not know those tags and its write would take them out of ' +
      'the head the server rendered. The latest state waits for them, then is written in an ' +
      'animation frame as before (holding the frame callback instead could release a state ' +
      'older than one whose frame has not come yet).',
  },
];

/** The patches of a module, by its path. */
function patchesOf(resourcePath) {
  return DEPENDENCY_PATCHES.filter((patch) => patch.file.test(resourcePath));
}

/**
 * Applies the patches of `resourcePath` to `source`; throws when a patch's text is missing.
 * @param {string} source
 * @param {string} resourcePath
 */
function applyDependencyPatches(source, resourcePath) {
  let patched = source;
  for (const patch of patchesOf(resourcePath)) {
    if (!patched.includes(patch.find)) {
      throw new Error(
        `lean-bundle: ${resourcePath} no longer contains \`${patch.find}\`, which a patch replaces (src/dependency-patches.cjs). Why it was patched: ${patch.why}`,
      );
    }
    patched = (patch.prepend ?? '') + patched.replace(patch.find, patch.replace);
  }
  return patched;
}

module.exports = function dependencyPatchesLoader(source) {
  return applyDependencyPatches(String(source), this.resourcePath);
};
module.exports.DEPENDENCY_PATCHES = DEPENDENCY_PATCHES;
module.exports.applyDependencyPatches = applyDependencyPatches;
