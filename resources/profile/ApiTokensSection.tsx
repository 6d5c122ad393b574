import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, List, ListItem, ListItemIcon, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { ApiToken } from '../../contract/apiTokens';
import { call } from '../../dataProvider/client';
import { formatAgo, formatDate, formatDateTime } from '../../src/format';
import { AccountSection } from './AccountSection';
import { CreateTokenDialog } from './CreateTokenDialog';
import { useListChange } from './useListChange';

/**
 * One's personal API tokens on the profile (docs/api.md "API tokens"): each with its areas, expiry
 * and last use; a new one (CreateTokenDialog, shown once) and revoking one after a confirmation.
 */
export function ApiTokensSection() {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken>();

  const { data: tokens, error, refetch: load } = useQuery({
    queryKey: ['apiTokens', 'mine'],
    queryFn: ({ signal }) => call('listApiTokens', {}, { signal }),
  });

  const { run, pending } = useListChange(load);
  const revoke = (token: ApiToken) =>
    run(async () => {
      await call('revokeApiToken', { params: { id: token.id } });
      return { message: 'app.tokens.revoked', args: { name: token.name } };
    }).finally(() => setRevoking(undefined));
  const scopesOf = (token: ApiToken) =>
    Object.entries(token.scopes)
      .map(([area, level]) => translate('app.tokens.scope', { area: translate(`app.tokens.areas.${area}`), level: translate(`app.tokens.${level}`) }))
      .join(', ');

  return (
    <AccountSection id="tokens-title" title="app.tokens.title" intro="app.tokens.intro" error={error} loaded={tokens !== undefined}>
      {tokens?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{translate('app.tokens.none')}</Typography>}
      {tokens && tokens.length > 0 && (
        <List disablePadding>
          {tokens.map((token) => (
            <ListItem key={token.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                <KeyIcon aria-hidden />
              </ListItemIcon>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{token.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {scopesOf(token)}
                </Typography>
                <Typography variant="body2" sx={{ color: token.expired ? 'error.main' : 'text.secondary' }}>
                  {[
                    translate(token.expired ? 'app.tokens.expired_on' : 'app.tokens.expires', { day: formatDate(token.expiresAt) }),
                    token.lastUsedAt ? translate('app.tokens.last_used', { ago: formatAgo(token.lastUsedAt) }) : translate('app.tokens.never_used'),
                  ].join(' · ')}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {translate('app.tokens.created', { at: formatDateTime(token.createdAt) })}
                </Typography>
              </Box>
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => setRevoking(token)}
                aria-label={translate('app.tokens.revoke_named', { name: token.name })}
                sx={{ alignSelf: 'center' }}
              >
                {translate('app.tokens.revoke')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <Box>
        <Button variant="outlined" onClick={() => setCreating(true)}>
          {translate('app.tokens.new')}
        </Button>
      </Box>
      {creating && (
        <CreateTokenDialog
          onClose={(created) => {
            setCreating(false);
            if (created) void load();
          }}
        />
      )}
      <Confirm
        isOpen={revoking !== undefined}
        loading={pending}
        title="app.tokens.revoke_title"
        content="app.tokens.revoke_text"
        translateOptions={{ name: revoking?.name ?? '' }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={() => revoking && revoke(revoking)}
        onClose={() => setRevoking(undefined)}
      />
    </AccountSection>
  );
}
