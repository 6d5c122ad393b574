import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { type Access, canAccess } from '../../contract/access';
import { readLoginRecord } from '../../authProvider/loginRecord';

/**
 * The console's guard (docs/architecture.md "Access"): signed out goes to the sign-in page, a
 * role the access area refuses to Access denied. Decided from the stored login record before the
 * guarded view renders, so a refused user never fetches the view's lazy chunk.
 */
export function AccessGuard({ access, children }: { access: Access; children: ReactNode }) {
  const record = readLoginRecord();
  if (!record) return <Navigate to="/login" replace />;
  if (!canAccess(record.role, access)) return <Navigate to="/access-denied" replace />;
  return children;
}
