import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { readLoginRecord } from '../../authProvider/loginRecord';
import { webauthnBrowser } from '../../authProvider/secondFactor';
import { setSecondFactorNotice } from '../../authProvider/secondFactorNotice';
import type { PasskeySummary, SecondFactors } from '../../contract/secondFactors';
import { call } from '../../dataProvider/client';
import { groupedSecret, maySetSecondFactorRules } from '../../contract/secondFactorRules';
import { formatDate } from '../../src/format';
import { SecondFactorRules } from './SecondFactorRules';

type Pending = { kind: 'removePasskey'; passkey: PasskeySummary } | { kind: 'removeApp' } | { kind: 'regenerate' } | { kind: 'addPasskey' } | { kind: 'addApp' };

/**
 * The profile's "Two-step sign-in" section (docs/api.md "Second factors"): one's passkeys, one's
 * authenticator app and one's recovery codes, each added and removed here; new recovery codes are
 * shown once, in a dialog to copy or download them from.
 */
export function TwoStepSignIn() {
  const translate = useTranslate();
  const notify = useNotify();
  const [factors, setFactors] = useState<SecondFactors>();
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[]>();
  const headingId = useId();
  // Stable: the app's dialog asks for its secret once, when it opens.
  const closeDialog = useCallback(() => setPending(undefined), []);

  useEffect(() => {
    const controller = new AbortController();
    call('getSecondFactors', undefined, { signal: controller.signal }).then(setFactors, (error: Error) => {
      if (!controller.signal.aborted) notify(error.message, { type: 'error' });
    });
    return () => controller.abort();
  }, [notify]);

  /** Runs a change, shows its answer (and new recovery codes), and says how it went. */
  const run = async (change: () => Promise<SecondFactors>, success: string) => {
    setBusy(true);
    try {
      const next = await change();
      const wasRestricted = factors?.requirement.enrolmentOnly || readLoginRecord()?.enrolmentOnly;
      setFactors(next);
      setPending(undefined);
      if (next.recoveryCodes) setCodes(next.recoveryCodes);
      if (next.passkeys.length > 0 || next.totp.enrolled) setSecondFactorNotice('none');
      notify(wasRestricted && (next.passkeys.length > 0 || next.totp.enrolled) ? 'app.two_step.enrolled' : success, { type: 'success' });
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (!factors) return null;
  const { requirement } = factors;
  const hasFactor = factors.passkeys.length > 0 || factors.totp.enrolled;
  return (
    <Box component="section" aria-labelledby={headingId} id="two-step-sign-in">
      <Typography component="h2" variant="h6" id={headingId}>
        {translate('app.two_step.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.two_step.intro')}
      </Typography>
      {requirement.dueAt && !requirement.enrolmentOnly && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.two_step.due', { date: formatDate(requirement.dueAt) })}
        </Alert>
      )}

      <Part title="app.two_step.passkeys">
        {factors.passkeys.length === 0 ? (
          <Typography variant="body2">{translate('app.two_step.no_passkeys')}</Typography>
        ) : (
          <List dense disablePadding>
            {factors.passkeys.map((passkey) => (
              <ListItem
                key={passkey.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={translate('app.two_step.remove_passkey', { name: passkey.name })}
                    onClick={() => setPending({ kind: 'removePasskey', passkey })}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={passkey.name}
                  secondary={`${translate('app.two_step.passkey_added_on', { date: formatDate(passkey.createdAt) })}, ${
                    passkey.lastUsedAt ? translate('app.two_step.passkey_used_on', { date: formatDate(passkey.lastUsedAt) }) : translate('app.two_step.passkey_never_used')
                  }`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Button startIcon={<KeyIcon />} onClick={() => setPending({ kind: 'addPasskey' })} sx={{ mt: 1 }}>
          {translate('app.two_step.add_passkey')}
        </Button>
      </Part>

      <Part title="app.two_step.app">
        <Typography variant="body2">{translate(factors.totp.enrolled ? 'app.two_step.app_on' : 'app.two_step.app_off')}</Typography>
        {factors.totp.enrolled ? (
          <Button color="error" onClick={() => setPending({ kind: 'removeApp' })} sx={{ mt: 1 }}>
            {translate('app.two_step.remove_app')}
          </Button>
        ) : (
          <Button onClick={() => setPending({ kind: 'addApp' })} sx={{ mt: 1 }}>
            {translate('app.two_step.add_app')}
          </Button>
        )}
      </Part>

      <Part title="app.two_step.recovery">
        <Typography variant="body2">
          {hasFactor ? translate('app.two_step.recovery_left', { count: factors.recoveryCodesLeft }) : translate('app.two_step.recovery_none')}
        </Typography>
        {hasFactor && (
          <Button onClick={() => setPending({ kind: 'regenerate' })} sx={{ mt: 1 }}>
            {translate('app.two_step.regenerate')}
          </Button>
        )}
      </Part>

      {pending?.kind === 'addPasskey' && (
        <AddPasskeyDialog busy={busy} onClose={() => setPending(undefined)} onAdd={(name) => run(() => registerPasskey(name), 'app.two_step.passkey_added')} />
      )}
      {pending?.kind === 'addApp' && (
        <AddAppDialog busy={busy} onClose={closeDialog} onConfirm={(code) => run(() => call('confirmTotpEnrolment', { body: { code } }), 'app.two_step.app_added')} />
      )}
      <Confirm
        isOpen={pending?.kind === 'removePasskey'}
        loading={busy}
        title="app.two_step.remove_passkey_title"
        content="app.two_step.remove_passkey_text"
        translateOptions={{ name: pending?.kind === 'removePasskey' ? pending.passkey.name : '' }}
        confirm="app.two_step.remove"
        cancel="app.two_step.cancel"
        onConfirm={() =>
          pending?.kind === 'removePasskey' && run(() => call('removePasskey', { params: { id: pending.passkey.id } }), 'app.two_step.passkey_removed')
        }
        onClose={() => setPending(undefined)}
      />
      <Confirm
        isOpen={pending?.kind === 'removeApp'}
        loading={busy}
        title="app.two_step.remove_app_title"
        content="app.two_step.remove_app_text"
        confirm="app.two_step.remove"
        cancel="app.two_step.cancel"
        onConfirm={() => run(() => call('removeTotp'), 'app.two_step.app_removed')}
        onClose={() => setPending(undefined)}
      />
      <Confirm
        isOpen={pending?.kind === 'regenerate'}
        loading={busy}
        title="app.two_step.regenerate_title"
        content="app.two_step.regenerate_text"
        confirm="app.two_step.regenerate"
        cancel="app.two_step.cancel"
        onConfirm={() => run(() => call('regenerateRecoveryCodes', { body: {} }), 'app.two_step.regenerate')}
        onClose={() => setPending(undefined)}
      />
      {codes && <RecoveryCodesDialog codes={codes} onClose={() => setCodes(undefined)} />}
      {maySetSecondFactorRules(readLoginRecord()?.role) && <SecondFactorRules />}
    </Box>
  );
}

/** Creates a passkey in the browser (WebAuthn, loaded now) and registers it under its name. */
async function registerPasskey(name: string): Promise<SecondFactors> {
  const [options, { startRegistration }] = await Promise.all([call('startPasskeyRegistration', { body: {} }), webauthnBrowser()]);
  const credential = await startRegistration({ optionsJSON: options });
  return call('finishPasskeyRegistration', { body: { name, credential: { ...credential, type: 'public-key', clientExtensionResults: {} } } });
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** The text field of a dialog's form, its message in its helper line. */
function formValue(event: FormEvent<HTMLFormElement>, name: string) {
  event.preventDefault();
  return String(new FormData(event.currentTarget).get(name) ?? '').trim();
}

function AddPasskeyDialog({ busy, onAdd, onClose }: { busy: boolean; onAdd: (name: string) => Promise<boolean>; onClose: () => void }) {
  const translate = useTranslate();
  const [error, setError] = useState<string>();
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const name = formValue(event, 'name');
    setError(name ? undefined : translate('ra.validation.required'));
    if (name) void onAdd(name);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('app.two_step.add_passkey')}</DialogTitle>
        <DialogContent>
          <TextField
            name="name"
            label={translate('app.two_step.passkey_name')}
            helperText={error ?? translate('app.two_step.passkey_name_help')}
            error={Boolean(error)}
            autoFocus
            required
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.two_step.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.two_step.add_passkey')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function AddAppDialog({ busy, onConfirm, onClose }: { busy: boolean; onConfirm: (code: string) => Promise<boolean>; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string }>();
  const [error, setError] = useState<string>();
  const titleId = useId();
  useEffect(() => {
    call('startTotpEnrolment', { body: {} }).then(setEnrolment, (failure: Error) => {
      notify(failure.message, { type: 'error' });
      onClose();
    });
  }, [notify, onClose]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const code = formValue(event, 'code');
    const problem = !code ? 'ra.validation.required' : /^\d{6}$/.test(code) ? undefined : 'app.login.code_format';
    setError(problem && translate(problem));
    if (!problem) void onConfirm(code);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('app.two_step.add_app')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('app.two_step.app_steps')}
          </Typography>
          {enrolment && (
            <Stack spacing={1} sx={{ mb: 1 }}>
              <Typography variant="body2" component="div">
                {translate('app.punctuation.label', { label: translate('app.two_step.app_key') })}{' '}
                <Box component="code" data-testid="totp-secret" sx={{ fontSize: '1.05rem', letterSpacing: 1, overflowWrap: 'anywhere' }}>
                  {groupedSecret(enrolment.secret)}
                </Box>
              </Typography>
              <Link href={enrolment.uri} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {translate('app.two_step.app_link')}
              </Link>
            </Stack>
          )}
          <TextField
            name="code"
            label={translate('app.two_step.app_code')}
            helperText={error ?? ' '}
            error={Boolean(error)}
            autoComplete="one-time-code"
            required
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.two_step.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !enrolment}>
            {translate('app.two_step.app_confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const text = `${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notify('app.two_step.copied', { type: 'info' }),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('app.two_step.codes_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('app.two_step.codes_text')}
        </Typography>
        <Box
          component="ul"
          aria-label={translate('app.two_step.codes_list')}
          sx={{ columns: 2, listStyle: 'none', p: 0, m: 0, fontFamily: 'monospace', fontSize: '1rem', lineHeight: 1.8 }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={copy}>{translate('app.two_step.copy')}</Button>
        <Button onClick={download}>{translate('app.two_step.download')}</Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.two_step.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
