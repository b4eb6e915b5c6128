import { PGlite } from '@electric-sql/pglite';
let t = performance.now();
const db = new PGlite(); await db.waitReady; console.log('pglite ready', Math.round(performance.now() - t)); t = performance.now();
const dump = await db.dumpDataDir('none'); console.log('dump', Math.round(performance.now() - t), dump.size); t = performance.now();
const db2 = new PGlite({ loadDataDir: dump }); await db2.waitReady; console.log('pglite from dump', Math.round(performance.now() - t)); t = performance.now();
const db3 = new PGlite(); await db3.waitReady; console.log('pglite second fresh', Math.round(performance.now() - t));
