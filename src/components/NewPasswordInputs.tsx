import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { FormDataConsumer, PasswordInput, required, useTranslate } from 'react-admin';
import { passwordProblems } from '../../contract/passwordRules';

/**
 * A new password and its confirmation, with the password rule checked live while typing
 * (at least 10 characters, not a common password, not the e-mail address).
 */
export function NewPasswordInputs({ source = 'password', email }: { source?: string; email?: string | null }) {
  const rulesId = `${source}-rules`;
  return (
    <>
      <PasswordInput
        source={source}
        label="app.password.new"
        autoComplete="new-password"
        validate={[required(), (value: string) => passwordProblems(value ?? '', email)[0]]}
        slotProps={{ htmlInput: { 'aria-describedby': rulesId } }}
      />
      <FormDataConsumer>
        {({ formData }) => <PasswordRules id={rulesId} password={String(formData[source] ?? '')} email={email} />}
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
function PasswordRules({ id, password, email }: { id: string; password: string; email?: string | null }) {
  const translate = useTranslate();
  const problems = passwordProblems(password, email);
  return (
    <List dense id={id} aria-live="polite" sx={{ mt: -1, mb: 1 }}>
      {password === '' ? (
        <RuleLine ok={false} neutral text={translate('app.password.rule')} />
      ) : problems.length ? (
        problems.map((problem) => <RuleLine key={problem} ok={false} text={translate(problem, { _: problem })} />)
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
