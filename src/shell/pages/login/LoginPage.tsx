import LockIcon from '@mui/icons-material/Lock';
import { useEffect, useState } from 'react';
import { useCheckAuth, useLocation, useLogin, useNavigate, useNotify } from 'react-admin';
import { type CodeRequest, requestCode } from '../../../../authProvider';
import type { SecondFactorChallenge } from '../../../../authProvider/secondFactor';
import { dismissSessionEnded, sessionEndedByServer } from '../../../../authProvider/session';
import { AuthFrame } from '../AuthFrame';
import { afterSignInPath } from './afterSignIn';
import { CodeStep } from './CodeStep';
import { CredentialsStep } from './CredentialsStep';
import { SecondFactorStep } from './SecondFactorStep';

/** Two steps: e-mail and password, then the one-time code e-mailed by the server. */
export function LoginPage() {
  const [credentials, setCredentials] = useState<CodeRequest>();
  const [codeSent, setCodeSent] = useState(false);
  // Someone with a passkey or an authenticator app: their second step instead of an e-mailed code.
  const [secondFactor, setSecondFactor] = useState<SecondFactorChallenge>();
  const [loading, setLoading] = useState(false);
  // Here because the server ended the session (errorCode 113): said until a code is sent.
  const [sessionEnded, setSessionEnded] = useState(sessionEndedByServer);
  const login = useLogin();
  const notify = useNotify();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  // The address asked for before sign-in, kept in this route's state through both steps.
  const next = afterSignInPath(useLocation().state);
  // Signed in already (another tab): on to the console, as react-admin's own login page does.
  useEffect(() => {
    checkAuth({}, false).then(
      () => navigate(next),
      () => undefined,
    );
  }, [checkAuth, navigate, next]);

  const run = async (action: () => Promise<unknown>) => {
    setLoading(true);
    try {
      await action();
    } catch (error) {
      notify((error as Error)?.message || 'ra.auth.sign_in_error', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  const sendCode = (values: CodeRequest, resent = false) =>
    run(async () => {
      const answer = await requestCode(values);
      setCredentials(values);
      setSecondFactor(answer.secondFactor);
      setCodeSent(!answer.secondFactor);
      dismissSessionEnded();
      setSessionEnded(false);
      if (resent) notify('app.login.resent', { type: 'info', messageArgs: { email: values.email } });
    });

  return (
    <AuthFrame icon={<LockIcon />}>
      {secondFactor ? (
        <SecondFactorStep
          secondFactor={secondFactor}
          loading={loading}
          onSubmit={(step) => run(() => login(step, next))}
          onBack={() => setSecondFactor(undefined)}
        />
      ) : codeSent && credentials ? (
        <CodeStep
          email={credentials.email}
          loading={loading}
          onSubmit={(otp) => run(() => login({ email: credentials.email, otp }, next))}
          onBack={() => setCodeSent(false)}
          onResend={() => sendCode(credentials, true)}
        />
      ) : (
        <CredentialsStep
          defaultValues={credentials}
          loading={loading}
          notice={sessionEnded ? 'app.login.session_ended' : undefined}
          onSubmit={(values) => sendCode(values)}
        />
      )}
    </AuthFrame>
  );
}
