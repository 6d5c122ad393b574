import { Alert, Link } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { readLoginRecord } from '../../../authProvider/loginRecord';
import { enrolmentPath, secondFactorNoticeEvent } from '../../../authProvider/secondFactorNotice';
import { formatDate } from '../../format';

/**
 * What the login record says of two-step sign-in (docs/api.md "Second factors"): a banner while
 * the role's grace period runs; after it, the person sees only their profile, where they enrol,
 * whatever they open (the server answers 121 to anything else).
 */
export function SecondFactorNotice({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [record, setRecord] = useState(readLoginRecord);
  useEffect(() => {
    const update = () => setRecord(readLoginRecord());
    window.addEventListener(secondFactorNoticeEvent, update);
    return () => window.removeEventListener(secondFactorNoticeEvent, update);
  }, []);
  if (!record) return children;
  const profile = enrolmentPath(record.id);
  if (record.enrolmentOnly && pathname !== profile) return <Navigate to={profile} replace />;
  if (record.enrolmentOnly) {
    return (
      <>
        <Alert severity="warning" sx={{ mt: 2, maxWidth: 640 }}>
          {translate('app.two_step.enrolment_only')}
        </Alert>
        {children}
      </>
    );
  }
  return (
    <>
      {record.secondFactorDueAt && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.two_step.due', { date: formatDate(record.secondFactorDueAt) })}{' '}
          <Link component={RouterLink} to={profile}>
            {translate('app.two_step.title')}
          </Link>
        </Alert>
      )}
      {children}
    </>
  );
}
