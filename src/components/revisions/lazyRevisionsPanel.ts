import { lazy } from 'react';

/**
 * The Revisions panel's chunk: only editorial records' edit pages have it, so it stays out of the
 * first load; it loads when the panel first renders, under the page.
 */
export const RevisionsPanel = lazy(() => import('./RevisionsPanel').then((module) => ({ default: module.RevisionsPanel })));
