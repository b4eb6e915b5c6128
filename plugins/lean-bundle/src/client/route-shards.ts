// Loads route shards in the browser (README, "Route shards"): a shard's registry entries, its
// routes' chunk names and its doc routes join main's when the shard loads.
import routesChunkNames from '@generated/routesChunkNames';
import registry, * as generatedRegistry from '@generated/registry';
import * as generatedRoutes from '@generated/routes';
import type { Registry, RouteChunkNames } from '@docusaurus/types';
import { pathVariants } from './preload-match';

/** A doc route of a shard: the id of its list in main's table, its path, hash and sidebar. */
type ShardRoute = [list: number, path: string, hash: string, sidebar?: string];

interface RouteShard {
  registry: Registry;
  chunkNames: RouteChunkNames;
  routes: ShardRoute[];
}

/** What route-shards-loader.cjs adds to `@generated/registry` in the browser bundle. */
const { routeShards, shardOf } = generatedRegistry as unknown as {
  routeShards: (() => Promise<RouteShard>)[];
  shardOf(path: string): number;
};

/** What routes-table-loader.cjs adds to `@generated/routes` in the browser bundle. */
const { addShardRoutes, isDocRoute } = generatedRoutes as unknown as { addShardRoutes(routes: ShardRoute[]): void; isDocRoute(route: object): boolean };

export { isDocRoute, shardOf };

const shardsLoading = new Map<number, Promise<void>>();

export function loadShard(index: number): Promise<void> {
  let loading = shardsLoading.get(index);
  if (!loading) {
    loading = routeShards[index]!().then((shard) => {
      Object.assign(registry, shard.registry);
      Object.assign(routesChunkNames, shard.chunkNames);
      addShardRoutes(shard.routes);
    });
    // A failed load (offline, a new deployment) may be retried by the next navigation.
    loading.catch(() => shardsLoading.delete(index));
    shardsLoading.set(index, loading);
  }
  return loading;
}

/**
 * Loads the shard that holds the route of a location's path: route paths are URI-decoded, and
 * the shard is that of the decoded path without a trailing slash. React Router also matches
 * paths without regard to case; a path whose case differs from its route's finds the route only
 * if that route's shard happens to be loaded.
 */
export function loadRoutesOf(pathname: string): Promise<void> {
  const path = pathVariants(pathname)[0]!.replace(/(.)\/+$/, '$1');
  return path === '/' ? Promise.resolve() : loadShard(shardOf(path));
}
