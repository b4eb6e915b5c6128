// The process in which a build prepares the projects' data directories (prepared-projects.mts,
// prepareInProcess): it reads the job as JSON from its standard input.
import { text } from 'node:stream/consumers';
import { prepareIntoCache, type PrepareJob } from './prepared-projects.mts';

await prepareIntoCache(JSON.parse(await text(process.stdin)) as PrepareJob);
