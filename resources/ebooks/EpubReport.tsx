import { Alert, Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EpubCheckReport } from '../../contract/ebookReadiness';
import { failingSeverities } from '../../contract/epubCheckRules';
import type { EpubFinding } from '../../contract/epubChecks';
import { formatDateTime } from '../../src/format';

/** Where a finding is: the entry of the archive, its line and column when known. */
const locationOf = (finding: EpubFinding) =>
  [finding.path, finding.line, finding.line !== null ? finding.column : null].filter((part) => part !== null && part !== undefined).join(':');

/** One e-pub's checks: who checked it and when, how many errors and warnings, and each finding with its place. */
export function EpubReport({ report }: { report: EpubCheckReport }) {
  const translate = useTranslate();
  const prefix = 'resources.e-books.readiness.report';
  if (report.state === 'pending') {
    return (
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {translate(`${prefix}.pending`, { name: report.fileName })}
      </Typography>
    );
  }
  if (report.state === 'failed') {
    return <Alert severity="error">{translate(`${prefix}.failed`, { name: report.fileName, note: report.note ?? '' })}</Alert>;
  }
  const checker = report.checker === 'epubcheck' ? translate(`${prefix}.epubcheck`, { version: report.version ?? '' }) : translate(`${prefix}.structure`);
  return (
    <Box>
      <Typography variant="body2">
        {translate(`${prefix}.summary`, {
          name: report.fileName,
          checker,
          errors: translate(`${prefix}.errors`, { smart_count: report.errors }),
          warnings: translate(`${prefix}.warnings`, { smart_count: report.warnings }),
          date: report.checkedAt ? formatDateTime(report.checkedAt) : '',
        })}
      </Typography>
      {report.note && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {report.note}
        </Typography>
      )}
      {report.findings.length > 0 && (
        <Box component="ul" aria-label={translate(`${prefix}.findings`, { name: report.fileName })} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, maxHeight: '20rem', overflowY: 'auto' }} tabIndex={0}>
          {report.findings.map((finding, index) => {
            const failing = failingSeverities.includes(finding.severity);
            return (
              <Box component="li" key={index} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', py: 0.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
                <Chip size="small" variant="outlined" color={failing ? 'error' : 'warning'} label={translate(`${prefix}.severities.${finding.severity}`)} />
                <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography variant="body2">{finding.message}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                    {[finding.id, locationOf(finding)].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      {report.truncated && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {translate(`${prefix}.truncated`)}
        </Typography>
      )}
    </Box>
  );
}
