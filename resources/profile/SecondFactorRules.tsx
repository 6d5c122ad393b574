import { Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { SecondFactorRule } from '../../contract/secondFactors';
import { graceDaysMax } from '../../contract/secondFactorRules';
import { call } from '../../dataProvider/client';
import { formatDate } from '../../src/format';
import { roleLabel } from '../staff/roles';

/**
 * A SUPER_ADMIN's choice of the roles that require a passkey or an authenticator app, each with
 * its grace period in days (docs/api.md "Second factors"); shown under their own two-step section.
 */
export function SecondFactorRules() {
  const translate = useTranslate();
  const notify = useNotify();
  const [rules, setRules] = useState<SecondFactorRule[]>();
  const headingId = useId();
  useEffect(() => {
    const controller = new AbortController();
    call('listSecondFactorRules', undefined, { signal: controller.signal }).then(
      (answer) => setRules(answer.rules),
      (error: Error) => !controller.signal.aborted && notify(error.message, { type: 'error' }),
    );
    return () => controller.abort();
  }, [notify]);
  if (!rules) return null;
  const save = async (event: FormEvent<HTMLFormElement>, role: SecondFactorRule['role']) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const graceDays = Number(form.get('graceDays') ?? 0);
    if (!Number.isInteger(graceDays) || graceDays < 0 || graceDays > graceDaysMax) {
      notify('app.two_step.grace_invalid', { type: 'error', messageArgs: { max: graceDaysMax } });
      return;
    }
    try {
      const answer = await call('setSecondFactorRule', { params: { role }, body: { required: form.get('required') === 'on', graceDays } });
      setRules(answer.rules);
      notify('app.two_step.rule_saved', { type: 'success', messageArgs: { role: translate(roleLabel(role)) } });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        {translate('app.two_step.rules_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.two_step.rules_intro')}
      </Typography>
      {rules.map((rule) => (
        <Box component="form" key={`${rule.role}-${rule.graceEndsAt}`} onSubmit={(event: FormEvent<HTMLFormElement>) => save(event, rule.role)} noValidate sx={{ py: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <FormControlLabel
              sx={{ minWidth: 220 }}
              control={<Switch name="required" defaultChecked={rule.required} />}
              label={translate('app.two_step.rule_required', { role: translate(roleLabel(rule.role)) })}
            />
            <TextField
              name="graceDays"
              type="number"
              size="small"
              label={translate('app.two_step.grace_days', { role: translate(roleLabel(rule.role)) })}
              defaultValue={7}
              slotProps={{ htmlInput: { min: 0, max: graceDaysMax, step: 1 } }}
              sx={{ width: { sm: 200 } }}
            />
            <Button type="submit" variant="outlined">
              {translate('app.two_step.rule_save', { role: translate(roleLabel(rule.role)) })}
            </Button>
          </Stack>
          {rule.graceEndsAt && (
            <Typography variant="caption" color="text.secondary">
              {translate('app.two_step.rule_grace_ends', { date: formatDate(rule.graceEndsAt) })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
