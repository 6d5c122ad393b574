import type { TranslateFunction } from 'react-admin';
import { bulkKindParts } from '../../../contract/bulkActions';

/** A job's title: a bulk action's is its list's (`resources.<list>.bulk.jobs.<action>`); another kind shows as it is. */
export function jobTitle(translate: TranslateFunction, kind: string): string {
  const parts = bulkKindParts(kind);
  return parts ? translate(`resources.${parts.list}.bulk.jobs.${parts.action}`, { _: kind }) : kind;
}
