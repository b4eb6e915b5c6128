import { precompressEngineFiles } from '../plugins/browser-engine/src/assets.mts';
const t = performance.now(); await precompressEngineFiles(process.argv[2]!); console.log('engine files', ((performance.now() - t) / 1000).toFixed(1), 's');
