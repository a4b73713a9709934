import { lazy, memo, Suspense, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A part of a page whose script is not in the page's first load (issue 14): a chunk of its own,
 * fetched as soon as the module that names it runs. The server renders it in place like any other
 * component; in the browser React keeps that server HTML until the chunk arrives, then hydrates it.
 *
 * - Once the chunk is here (always on the server, which loads it at start), React gets it at
 *   once: a promise, even a resolved one, would make React wait a tick, and the server would then
 *   stream the part later, in a hidden element that only JavaScript reveals.
 * - Memoised: while it waits for its chunk, a render of the page that leaves its props alone must
 *   not reach it (React would drop the server HTML and show the empty fallback until it arrives).
 */
export function later<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let loaded: Loaded<P> | null = null;
  const loading = load().then((module) => (loaded = { default: pick(module) }));
  // A failed load is React's to report, when the part renders.
  loading.catch(() => {});
  const Part = lazy((): Promise<Loaded<P>> => {
    const ready = loaded;
    if (ready === null) return loading;
    // A thenable that answers synchronously, so React.lazy resolves within the same render.
    const now = { then: (resolve: (value: Loaded<P>) => void) => resolve(ready) };
    return now as unknown as Promise<Loaded<P>>;
  });
  return memo(function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
