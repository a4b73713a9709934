/**
 * Where the designer goes on a page (issue 17 item 1): in place of the carousel. The designer is
 * a lazy chunk (the product page's first-load budget, docs/performance.md); the server renders
 * it with the starting design, and the browser hydrates it once its chunk has arrived.
 */
import { lazy, Suspense } from 'react';
import type { LetteringDesignerProps } from './lettering-designer';
import './lettering-designer.css';

const LetteringDesigner = lazy(() => import('./lettering-designer'));

export function LetteringDesignerSlot(props: LetteringDesignerProps) {
  return (
    <Suspense fallback={<p className="designer__canvas-note">Loading the designer…</p>}>
      <LetteringDesigner {...props} />
    </Suspense>
  );
}
