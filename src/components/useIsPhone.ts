import { type Theme, useMediaQuery } from '@mui/material';

/** Below the theme's `sm` breakpoint (768px): the menu is a modal drawer and lists are simple lists. */
export const useIsPhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
