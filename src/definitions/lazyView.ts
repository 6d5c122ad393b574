import { type ComponentType, lazy } from 'react';
import type { LazyView } from './types';

/**
 * A view whose chunk loads on first render, or earlier through `preload()`: at start-up for the
 * screen being opened (src/shell/preloadView.ts), so its chunk downloads beside the shell's instead of
 * after it, and when the pointer or focus reaches its menu entry.
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>): LazyView {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once });
}
