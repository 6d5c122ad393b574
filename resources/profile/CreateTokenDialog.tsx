import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  IconButton,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Form, type HttpError, maxLength, required, TextInput, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { Area } from '../../contract/access';
import { maxTokenDays, scopableAreas, type ScopeLevel, type TokenScopes, tokenNameMaxLength } from '../../contract/apiTokenRules';
import type { CreatedApiToken } from '../../contract/apiTokens';
import { call } from '../../dataProvider/client';
import { InstantInput } from '../../src/components/dateInput/InstantInput';
import { wallClockToInstant } from '../../src/components/dateInput/zonedTime';
import { useBusinessTimeZone } from '../../src/components/dateRange/useBusinessTimeZone';

const dayMs = 86_400_000;
/** A calendar day `days` from today, as the date input takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * dayMs).toISOString().slice(0, 10);

/**
 * Makes a personal API token (createApiToken): its name, the areas the role opens each with read
 * or write, and the day it expires (the end of that day in the business time zone). The token
 * is then shown once, with a copy button; closing the dialog forgets it.
 */
export function CreateTokenDialog({ onClose }: { onClose: (created: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const timeZone = useBusinessTimeZone();
  const { permissions } = usePermissions<number>();
  const [scopes, setScopes] = useState<TokenScopes>({});
  const [scopeError, setScopeError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken>();

  const setLevel = (area: Area, level: ScopeLevel, on: boolean) => {
    setScopeError(undefined);
    setScopes((current) => {
      const next = { ...current };
      if (on) next[area] = level === 'write' || current[area] === 'write' ? 'write' : 'read';
      else if (level === 'write' && current[area] === 'write') next[area] = 'read';
      else delete next[area];
      return next;
    });
  };

  const submit = async (values: Record<string, unknown>) => {
    if (Object.keys(scopes).length === 0) {
      setScopeError(translate('app.tokens.scopes_required'));
      return undefined;
    }
    setSaving(true);
    try {
      const day = String(values.expiresAt ?? '');
      const expiresAt = wallClockToInstant(`${day}T23:59`, timeZone) ?? '';
      setCreated(await call('createApiToken', { body: { name: String(values.name ?? ''), scopes, expiresAt } }));
      return undefined;
    } catch (error) {
      const errors = (error as HttpError).body?.errors as Record<string, string> | undefined;
      if (!errors) {
        notify((error as Error).message, { type: 'error' });
        return undefined;
      }
      const scopeMessage = Object.entries(errors).find(([field]) => field.startsWith('scopes'));
      if (scopeMessage) setScopeError(scopeMessage[1]);
      return errors;
    } finally {
      setSaving(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created!.token);
      notify('app.tokens.copied', { type: 'success' });
    } catch {
      notify('app.tokens.copy_failed', { type: 'warning' });
    }
  };

  return (
    <Dialog open onClose={() => onClose(Boolean(created))} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(created ? 'app.tokens.created_title' : 'app.tokens.create_title')}</DialogTitle>
      {created ? (
        <>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Alert severity="warning">{translate('app.tokens.copy_warning')}</Alert>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <TextField
                label={translate('app.tokens.secret', { name: created.name })}
                value={created.token}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, 'data-token-secret': true, style: { fontFamily: 'monospace' } } }}
                onFocus={(event) => event.target.select()}
              />
              <IconButton onClick={copy} aria-label={translate('app.tokens.copy')}>
                <ContentCopyIcon />
              </IconButton>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={() => onClose(true)}>
              {translate('app.tokens.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form onSubmit={submit} defaultValues={{ name: '', expiresAt: dayFromNow(90) }} noValidate>
          <DialogContent sx={{ display: 'grid', gap: 1 }}>
            <TextInput source="name" label="app.tokens.name" helperText="app.tokens.name_help" validate={[required(), maxLength(tokenNameMaxLength)]} autoFocus />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2">
                {translate('app.tokens.scopes')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {translate('app.tokens.scopes_help')}
              </Typography>
              {scopableAreas(permissions).map((area) => (
                <Box key={area} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                  <Typography id={`scope-${area}`} sx={{ flex: '1 1 160px' }}>
                    {translate(`app.tokens.areas.${area}`)}
                  </Typography>
                  {(['read', 'write'] as const).map((level) => (
                    <FormControlLabel
                      key={level}
                      label={translate(`app.tokens.${level}`)}
                      control={
                        <Checkbox
                          checked={scopes[area] === level || (level === 'read' && scopes[area] === 'write')}
                          onChange={(event) => setLevel(area, level, event.target.checked)}
                          slotProps={{ input: { 'aria-label': translate(`app.tokens.${level}_area`, { area: translate(`app.tokens.areas.${area}`) }) } }}
                        />
                      }
                    />
                  ))}
                </Box>
              ))}
              {scopeError && <FormHelperText error>{scopeError}</FormHelperText>}
            </Box>
            <InstantInput
              dateOnly
              source="expiresAt"
              label="app.tokens.expires_on"
              helperText={translate('app.tokens.expires_help', { days: maxTokenDays })}
              validate={required()}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('app.tokens.create')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
