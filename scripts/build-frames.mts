// Builds the live preview frames that are missing or older than their sources (plugins/live-preview):
// the first step of `npm test`, so that the steps running side by side after it find them built.
import { buildFrames } from '../plugins/live-preview/src/plugin.mts';

buildFrames();
