import { type Theme, useMediaQuery } from '@mui/material';

/**
 * How much room a list has, for the columns it shows: `phone` below 768px (a simple list),
 * `desktop` up to 1440px (secondary columns folded into others), `wide` from there on.
 */
export function useListWidth(): 'phone' | 'desktop' | 'wide' {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const wide = useMediaQuery('(min-width:1440px)');
  return phone ? 'phone' : wide ? 'wide' : 'desktop';
}
