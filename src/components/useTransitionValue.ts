import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, one pass late: a change first renders with the value shown so far, then the new value
 * renders in a transition, a pass React interrupts every few milliseconds and drops for a newer
 * one (docs/architecture.md "Rendering a screen"). `initial` is what the first render shows.
 *
 * React's `useDeferredValue` does this too, in passes of their own that never expire; with it, under
 * load, a navigation whose screen was still loading its chunk sometimes left the page blank for
 * good. A transition is what the router's own navigations are, the path React exercises most.
 */
export function useTransitionValue<T>(value: T, initial: T = value): T {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    startTransition(() => setShown(value));
  }, [value]);
  return shown;
}
