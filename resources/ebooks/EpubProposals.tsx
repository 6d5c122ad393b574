import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { FileProposals } from '../../contract/ebookReadiness';
import { formatLanguage, formatNumber } from '../../src/format';
import { useEbookReadiness } from './useEbookReadiness';

type Field = keyof FileProposals;

/** A proposed value in words. */
function describe(field: Field, proposals: FileProposals, translate: (key: string) => string): string {
  switch (field) {
    case 'contributors':
      return proposals.contributors!.map((entry) => `${entry.name} (${translate(`resources.e-books.roles.${entry.role}`)})`).join(', ');
    case 'series':
      return [proposals.series!.name, proposals.series!.number].filter(Boolean).join(' #');
    case 'language':
      return formatLanguage(proposals.language!);
    case 'subjects':
      return proposals.subjects!.join(', ');
    case 'pageCount':
    case 'wordCount':
      return formatNumber(proposals[field]!);
    case 'accessibility': {
      const { accessModes, features, hazards, summary } = proposals.accessibility!;
      return [accessModes.join(', '), features.join(', '), hazards.join(', '), summary].filter(Boolean).join(' · ');
    }
    default:
      return String(proposals[field]);
  }
}

/**
 * What the checked full e-pub says where the form says otherwise (docs/api.md "Catalogue
 * metadata"): each value offered with a Use button that puts it in the form; nothing is saved
 * until Save, and nothing the staff typed is replaced without their click.
 */
export function EpubProposals() {
  const translate = useTranslate();
  const { data } = useEbookReadiness();
  const { setValue } = useFormContext();
  const [used, setUsed] = useState<ReadonlySet<Field>>(new Set());
  const titleId = useId();
  const proposals = data?.proposals ?? {};
  const fields = (Object.keys(proposals) as Field[]).filter((field) => proposals[field] !== undefined);
  if (fields.length === 0) return null;
  const prefix = 'resources.e-books.proposals';
  return (
    <Alert severity="info" component="section" role="region" aria-labelledby={titleId} sx={{ width: '100%', '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle id={titleId} component="h2">
        {translate(`${prefix}.title`)}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`${prefix}.text`)}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr auto' }, gap: 1, alignItems: 'center' }}>
        {fields.map((field) => {
          const label = translate(`resources.e-books.fields.${field}`);
          return (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {describe(field, proposals, translate)}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                {used.has(field) ? (
                  <Typography variant="body2" color="text.secondary">
                    {translate(`${prefix}.used`)}
                  </Typography>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={translate(`${prefix}.use_field`, { field: label.toLowerCase() })}
                    onClick={() => {
                      setValue(field, proposals[field], { shouldDirty: true });
                      setUsed((current) => new Set(current).add(field));
                    }}
                  >
                    {translate(`${prefix}.use`)}
                  </Button>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Alert>
  );
}
