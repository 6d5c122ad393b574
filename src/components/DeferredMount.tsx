import type { ReactNode } from 'react';
import { useTransitionValue } from './useTransitionValue';

/**
 * Mounts its children one pass after itself, in a pass React can interrupt: a large part of a
 * screen that appears with a store update (which React renders in one blocking task) then costs
 * no long task (docs/architecture.md "Rendering a screen"). Until then it leaves a hidden
 * `data-deferred` mark beside its fallback, which the end-to-end tests wait for to be gone before
 * they check or photograph a screen (an edit form mounts a moment after its page).
 */
export function DeferredMount({ children, fallback = null }: { children: ReactNode; /** Shown until then. */ fallback?: ReactNode }) {
  return useTransitionValue(true, false) ? (
    children
  ) : (
    <>
      {fallback}
      <span hidden data-deferred />
    </>
  );
}
