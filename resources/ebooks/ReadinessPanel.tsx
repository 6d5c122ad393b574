import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { EbookReadiness, ReadinessItem } from '../../contract/ebookReadiness';
import type { Ebook } from '../../contract/ebooks';
import { call } from '../../dataProvider/client';
import { EpubReport } from './EpubReport';
import { readinessKey, useEbookReadiness } from './useEbookReadiness';

function ItemIcon({ item }: { item: ReadinessItem }) {
  if (item.ok) return <CheckCircleIcon color="success" fontSize="small" />;
  return item.level === 'error' ? <ErrorIcon color="error" fontSize="small" /> : <WarningIcon color="warning" fontSize="small" />;
}

/**
 * The e-book's release readiness (docs/api.md "Release readiness"): ready or not, each check with
 * what it found, and the reports of its e-pubs' checks, which arrive when their jobs end. "Check
 * again" runs the e-pubs' checks anew (EPUBCheck installed since).
 */
export function ReadinessPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const ebook = useRecordContext<Ebook>();
  const headingId = useId();
  const [checking, setChecking] = useState(false);
  const { data, error } = useEbookReadiness();
  if (!ebook) return null;
  const prefix = 'resources.e-books.readiness';

  const checkAgain = async () => {
    setChecking(true);
    try {
      const answer: EbookReadiness = await call('checkEbookFiles', { params: { id: ebook.id } });
      queryClient.setQueryData(readinessKey(ebook.id, ebook.updatedAt), answer);
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {translate(`${prefix}.title`)}
          </Typography>
          {data && (
            <Chip
              size="small"
              color={data.ready ? 'success' : 'error'}
              variant="outlined"
              label={translate(data.ready ? `${prefix}.ready` : `${prefix}.not_ready`)}
            />
          )}
          {data && (data.files.full || data.files.sample) && (
            <Button size="small" variant="outlined" onClick={() => void checkAgain()} disabled={checking} sx={{ ml: { sm: 'auto' } }}>
              {translate(`${prefix}.check_again`)}
            </Button>
          )}
        </Box>
        {error ? (
          <Alert severity="error">{translate(`${prefix}.failed`, { message: (error as Error).message })}</Alert>
        ) : !data ? (
          <Box role="status" aria-label={translate(`${prefix}.loading`)}>
            <Skeleton width="60%" />
            <Skeleton width="50%" />
          </Box>
        ) : (
          <>
            <Box component="ul" aria-label={translate(`${prefix}.checklist`)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.items.map((item) => (
                <Box component="li" key={item.check} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.5 }}>
                  <Box sx={{ pt: 0.25 }} aria-hidden>
                    <ItemIcon item={item} />
                  </Box>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={{ fontWeight: 500 }}>
                      {translate(`${prefix}.checks.${item.check}`)}
                    </Box>
                    {' · '}
                    {translate('app.punctuation.labelled', {
                      label: translate(item.ok ? `${prefix}.done` : item.level === 'error' ? `${prefix}.open_error` : `${prefix}.open_warning`),
                      value: item.detail,
                    })}
                  </Typography>
                </Box>
              ))}
            </Box>
            {data.epubcheck === null && (
              <Alert severity="info" sx={{ mt: 1.5 }}>
                {translate(`${prefix}.no_epubcheck`)}
              </Alert>
            )}
            {(['full', 'sample'] as const).map((slot) => {
              const report = data.files[slot];
              return report ? (
                <Box key={slot} component="section" aria-label={translate(`${prefix}.report_of`, { name: report.fileName })} sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
                  <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
                    {translate(`${prefix}.files.${slot}`)}
                  </Typography>
                  <EpubReport report={report} />
                </Box>
              ) : null;
            })}
          </>
        )}
      </CardContent>
    </Card>
  );
}
