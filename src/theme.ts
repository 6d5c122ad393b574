import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default themes with:
 * - `sm` at 768px, the spec's narrow-screen breakpoint: below it react-admin's sidebar becomes
 *   a modal drawer and the content margins shrink;
 * - a primary colour dark enough for white text on the app bar (WCAG AA);
 * - list cells that size to their content (headers on one line, but where a column lets them
 *   wrap: src/components/lists/wrappingHeader.ts), and a list wider than the room
 *   left by the menu scrolls sideways in its own frame, never widening the page (the content
 *   column may shrink below its content's width);
 * - filters applied 300 ms after their last change (react-admin: 500);
 * - checkboxes named on their input (react-admin names the row checkboxes' wrapper);
 * - media queries answered on the first render (a client-only app): otherwise the sidebar first
 *   renders as if on a wide screen, and below 768px its modal drawer leaves the page aria-hidden;
 * - no motion for those who ask their system for less (`prefers-reduced-motion`): menus, dialogs,
 *   the sidebar and the rest appear and go at once, and buttons show no ripple.
 */
/** A checkbox's `aria-label`, as props of its input (none when it has none). */
const nameOf = (ownerState: object): { 'aria-label'?: string } => {
  const name = (ownerState as { 'aria-label'?: string })['aria-label'];
  return name ? { 'aria-label': name } : {};
};

/** Whether the system asks for less motion (read once, when the console loads). */
const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** MUI's transitions, each of no duration and none in CSS: what opens or closes is there at once. */
const noMotion: RaThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

const shared: RaThemeOptions = deepmerge(reducedMotion ? noMotion : {}, {
  breakpoints: { values: { xs: 0, sm: 768, md: 1024, lg: 1280, xl: 1536 } },
  components: {
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    // Lists' columns sized to their content, headers on one line.
    // Below 1536px 8px, below 768px 4px: a list of ten columns fits beside the menu at 1280px,
    // and a phone's tables fit their cards.
    MuiTableCell: {
      styleOverrides: {
        head: { whiteSpace: 'nowrap' },
        sizeSmall: {
          paddingLeft: 12,
          paddingRight: 12,
          '@media (max-width: 1535.95px)': { paddingLeft: 8, paddingRight: 8 },
          '@media (max-width: 767.95px)': { paddingLeft: 4, paddingRight: 4 },
        },
      },
    },
    // react-admin folds the bulk actions toolbar to no height over the table's header while no row
    // is selected, but its buttons stay focusable there: hidden, they leave the tab order (and no
    // longer sit on the column headers' sort buttons).
    RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // A list's search and buttons wrap onto a second line where the screen is too narrow for them
    // (the filters wrap within their own row first: react-admin's take the whole line from 1024px on).
    RaListToolbar: { styleOverrides: { root: { '@media (min-width: 768px)': { flexWrap: 'wrap', '& > form': { flex: '1 1 0', minWidth: 'min-content' }, '& > :last-child': { marginLeft: 'auto' } } } } },
    RaTopToolbar: { styleOverrides: { root: { '@media (min-width: 768px)': { flexWrap: 'wrap' } } } },
    // A list's filters apply 300 ms after their last change, where react-admin waits 500 (its
    // FilterLiveForm's `debounce`): a choice shows its rows sooner, and typing still asks once per pause.
    RaFilterForm: { defaultProps: { debounce: 300 } },
    // A list's filters and columns are saved as the project's views ("Views and columns", src/components/views):
    // react-admin's own saved queries ("Save current query" in "Add filter") are off everywhere.
    RaFilterButton: { defaultProps: { disableSaveQuery: true } },
    // react-admin's row checkboxes ("Select this row") put their name on the checkbox's wrapper,
    // where it is not allowed and names nothing: it moves to the input itself.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          input: (ownerState: object) => nameOf(ownerState),
          root: (ownerState: object) => (nameOf(ownerState)['aria-label'] ? { 'aria-label': undefined } : {}),
        },
      },
    },
  },
} satisfies RaThemeOptions);

export const lightTheme: RaThemeOptions = deepmerge(deepmerge(defaultLightTheme, shared), {
  // The error red is one shade darker than MUI's, so a field's label in error reads on the filled input;
  // info and warning are darker too, so outlined status chips read on striped table rows (WCAG AA).
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
    error: { main: '#c62828' },
    info: { main: '#01579b' },
    warning: { main: '#9a4a00' },
  },
});

export const darkTheme: RaThemeOptions = deepmerge(deepmerge(defaultDarkTheme, shared), {
  palette: { primary: { main: '#90caf9' } },
});
