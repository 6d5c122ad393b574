import { usePermissions } from 'react-admin';
import type { Area } from '../../../contract/access';
import { mayTakeStep } from '../../../contract/lifecycle';
import { useDefinition } from '../../definitions/useDefinitions';

/**
 * Whether the signed-in role may publish records of the resource in context: always for a resource
 * outside the editorial lifecycle; an editor may not (docs/api.md "Editorial workflow").
 */
export function useMayPublish(): boolean {
  const definition = useDefinition();
  const { permissions: role } = usePermissions<number>();
  return !definition?.editorial || mayTakeStep(role, definition.access as Area, 'publish');
}

/** The enabled flag a new record starts with: enabled for whoever may publish, else disabled (a draft). */
export const useNewRecordFlag = (): 'E' | 'D' => (useMayPublish() ? 'E' : 'D');
