import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useEffect, useState } from 'react';
import { FormDataConsumer, PasswordInput, required, useTranslate } from 'react-admin';
import { englishOf } from '../../contract/apiMessages';
import { type ListedPassword, passwordProblems } from '../../contract/passwordRules';
import { translateCoded } from './codedMessages';

/**
 * The long list of common passwords, loaded when a password form opens (its own chunk: not on the
 * console's first load); until then, or if it fails to load, the rules without it (the server
 * checks them all).
 */
function useListedPassword(): ListedPassword | undefined {
  const [isListed, setIsListed] = useState<ListedPassword>();
  useEffect(() => {
    let mounted = true;
    import('../../contract/commonPasswordList')
      .then(({ isListedPassword }) => mounted && setIsListed(() => isListedPassword))
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);
  return isListed;
}

/**
 * A new password and its confirmation, with the password rules (contract/passwordRules.ts)
 * checked live while typing: at least 10 characters, no control character, not one character
 * repeated, not a common password, not the e-mail address... What is wrong shows once, in the
 * rules under the field; the field's own error only points there.
 */
export function NewPasswordInputs({ source = 'password', email }: { source?: string; email?: string | null }) {
  const rulesId = `${source}-rules`;
  const isListed = useListedPassword();
  return (
    <>
      <PasswordInput
        source={source}
        label="app.password.new"
        autoComplete="new-password"
        validate={[required(), (value: string) => (passwordProblems(value ?? '', email, isListed).length ? 'app.password.rules_unmet' : undefined)]}
        slotProps={{ htmlInput: { 'aria-describedby': rulesId } }}
      />
      <FormDataConsumer>
        {({ formData }) => <PasswordRules id={rulesId} password={String(formData[source] ?? '')} email={email} isListed={isListed} />}
      </FormDataConsumer>
      <PasswordInput
        source="confirmation"
        label="app.password.confirmation"
        autoComplete="new-password"
        validate={[
          required(),
          (value: string, values: Record<string, unknown>) =>
            value && value !== values[source] ? 'app.password.mismatch' : undefined,
        ]}
      />
    </>
  );
}

/** The rule while the field is empty, then what is still wrong, then that it is met. */
function PasswordRules({ id, password, email, isListed }: { id: string; password: string; email?: string | null; isListed?: ListedPassword }) {
  const translate = useTranslate();
  const problems = passwordProblems(password, email, isListed);
  return (
    <List dense id={id} aria-live="polite" sx={{ mt: -1, mb: 1 }}>
      {password === '' ? (
        <RuleLine ok={false} neutral text={translate('app.password.rule')} />
      ) : problems.length ? (
        problems.map((problem) => <RuleLine key={problem.code} ok={false} text={translateCoded(translate, problem, englishOf(problem))} />)
      ) : (
        <RuleLine ok text={translate('app.password.rule_met')} />
      )}
    </List>
  );
}

function RuleLine({ ok, neutral, text }: { ok: boolean; neutral?: boolean; text: string }) {
  const color = neutral ? 'text.secondary' : ok ? 'success.main' : 'error.main';
  return (
    <ListItem disableGutters sx={{ py: 0 }}>
      <ListItemIcon sx={{ minWidth: 28, color }}>
        {ok ? <CheckCircleIcon fontSize="small" /> : <ErrorOutlineIcon fontSize="small" />}
      </ListItemIcon>
      <ListItemText
        primary={text}
        slotProps={{ primary: { variant: 'body2', sx: { color: neutral ? 'text.secondary' : ok ? 'success.dark' : 'error.dark' } } }}
      />
    </ListItem>
  );
}
