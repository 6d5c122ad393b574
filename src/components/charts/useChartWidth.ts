import { useEffect, useState } from 'react';
import { chartDefaults } from './chartDefaults';

/**
 * The width a chart may take in its container, followed through resizes with the spec's
 * debounce (a window dragged wider redraws once, 200 ms after it stops). Pass the result's
 * `ref` to the container.
 */
export function useChartWidth(initial: number = chartDefaults.width) {
  const [element, ref] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let measured = false;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0) || initial;
      clearTimeout(timer);
      // The observer reports the first size at once: draw at it without waiting.
      if (!measured) setWidth(next);
      else timer = setTimeout(() => setWidth(next), chartDefaults.resizeDebounceMs);
      measured = true;
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [element, initial]);
  return { ref, width };
}
