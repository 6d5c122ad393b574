import { lazy } from 'react';

/**
 * The History panel's chunk: only edit and show pages have the panel, so it stays out of the
 * first load. It starts loading with their own chunk (src/shell/preloadView.ts), or when first rendered.
 */
export const loadHistoryPanel = () => import('./HistoryPanel');

export const HistoryPanel = lazy(() => loadHistoryPanel().then((module) => ({ default: module.HistoryPanel })));
