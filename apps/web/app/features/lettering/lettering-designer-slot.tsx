/**
 * Where the designer goes on a page (issue 17 item 1): in place of the carousel. The designer is
 * a lazy chunk (the product page's first-load budget, docs/performance.md); the server renders
 * it with the starting design, and the browser hydrates it once its chunk has arrived.
 */
import { lazy, memo, Suspense } from 'react';
import type { LetteringDesignerProps } from './lettering-designer';
import './lettering-designer.css';

const LetteringDesigner = lazy(() =>
  import('./lettering-designer').then((module) => {
    module.keepEarlyTyping();
    return module;
  }),
);

/**
 * Memoised: while the chunk is on the way, a render of the page that leaves the designer's props
 * alone must not reach the boundary, or React would replace the server-drawn designer by the
 * fallback, moving the page (issue 28 item 4). `useLetteringDesign` keeps the props' identity.
 */
export const LetteringDesignerSlot = memo(function LetteringDesignerSlot(
  props: LetteringDesignerProps,
) {
  return (
    <Suspense fallback={<p className="designer__canvas-note">Loading the designer…</p>}>
      <LetteringDesigner {...props} />
    </Suspense>
  );
});
