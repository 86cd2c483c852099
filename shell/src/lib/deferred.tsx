import { use, type ComponentType } from 'react';

/**
 * A component whose code loads only when `load` says so (for example only on wide screens), for
 * parts of the first view that many visitors never use. Rendered inside a <Suspense>: until the code
 * is here the composed HTML of that part stays as it is, and React hydrates it once it arrives.
 *
 * Unlike React.lazy it can be loaded ahead with `preload()`, which the build does before rendering
 * the first view in Node (renderToString cannot wait for a lazy part; it would write the fallback).
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  function Deferred(props: Props) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return { Component: Deferred, preload };
}
