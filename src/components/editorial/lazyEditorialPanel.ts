import { lazy } from 'react';

/** The publication panel's chunk: only editorial records' edit pages have it, so it stays out of the first load. */
export const EditorialPanel = lazy(() => import('./EditorialPanel').then((module) => ({ default: module.EditorialPanel })));
