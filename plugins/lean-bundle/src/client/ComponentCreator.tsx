// Replaces `@docusaurus/ComponentCreator` in the browser bundle. The generated route table calls
// it once per route; a route whose chunk names are in a route shard (route-shards-loader.cjs)
// gets a component that loads the shard, then hands over to Docusaurus's own ComponentCreator.
// Docusaurus preloads a route's components before rendering it (on load, before hydration, and
// before each client-side navigation), so the shard is there when the route renders; the
// fallback below covers a render without preload, and surfaces a failed load to the crash screen.
import React, { useEffect, useReducer, type ComponentType } from 'react';
import routesChunkNames from '@generated/routesChunkNames';
import DocusaurusComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator.js';
import { loadShard, shardOf } from './route-shards';

type RouteComponent = ComponentType<object> & { preload(): Promise<unknown> };

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  const create = DocusaurusComponentCreator as (path: string, hash: string) => RouteComponent;
  if (path === '*' || `${path}-${hash}` in routesChunkNames) return create(path, hash);

  let route: RouteComponent | undefined;
  let failure: unknown;
  const preload = () =>
    loadShard(shardOf(path)).then(
      () => {
        route ??= create(path, hash);
        return route.preload();
      },
      (error: unknown) => {
        failure = error;
        throw error;
      },
    );

  function RouteInShard(props: object) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (!route) preload().then(rerender, rerender);
    }, []);
    if (failure && !route) throw failure;
    if (!route) return null;
    const Route = route;
    return <Route {...props} />;
  }
  RouteInShard.preload = preload;
  return RouteInShard;
}
