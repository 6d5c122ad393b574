import type { TranslateFunction } from 'react-admin';
import { bulkKindParts } from '../../../contract/bulkActions';

/**
 * A job's title: a bulk action's is its list's (`resources.<list>.bulk.jobs.<action>`), another
 * kind's `app.jobs.kinds.<kind>` (a scheduled publication), else the kind as it is.
 */
export function jobTitle(translate: TranslateFunction, kind: string): string {
  const parts = bulkKindParts(kind);
  return parts ? translate(`resources.${parts.list}.bulk.jobs.${parts.action}`, { _: kind }) : translate(`app.jobs.kinds.${kind}`, { _: kind });
}
