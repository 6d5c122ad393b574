import SearchIcon from '@mui/icons-material/Search';
import { Box, Dialog, DialogTitle, InputAdornment, InputBase, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PaletteOptions } from './PaletteOptions';
import { usePaletteActionList } from '../../components/paletteActions';
import { type PaletteItem, paletteSections } from './paletteSections';
import type { Screen } from './screens';
import { searchMinLength, useSearchResults } from './useSearchResults';

interface Props {
  screens: Screen[];
  onClose: () => void;
  onShowShortcuts: () => void;
}

/**
 * The command palette (Ctrl+K / Cmd+K, docs/architecture.md "Command palette"): one field that
 * finds records (GET /api/search), the screens the role may open and the page's actions, in a
 * list the arrows move through and Enter opens (the ARIA combobox pattern: the focus stays in the
 * field, the active option is its `aria-activedescendant`).
 */
export default function CommandPalette({ screens, onClose, onShowShortcuts }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const actions = usePaletteActionList();
  const search = useSearchResults(text);
  const sections = useMemo(
    () => paletteSections({ text, translate, groups: search.groups, actions, screens }),
    [text, translate, search.groups, actions, screens],
  );
  const items = sections.flatMap((section) => section.items);
  const current = Math.min(active, items.length - 1);
  const ids = { title: useId(), list: useId(), option: useId() };
  const optionId = (item: PaletteItem) => `${ids.option}-${item.id}`;

  const choose = (item: PaletteItem) => {
    onClose();
    if (item.run.kind === 'navigate') navigate(item.run.to);
    else if (item.run.kind === 'action') item.run.run();
    else onShowShortcuts();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number | undefined> = { ArrowDown: 1, ArrowUp: -1 };
    const move = moves[event.key];
    if (move && items.length > 0) {
      event.preventDefault();
      setActive((current + move + items.length) % items.length);
    } else if (event.key === 'Enter' && items[current]) {
      event.preventDefault();
      choose(items[current]);
    }
  };

  const typed = text.trim();
  const status = search.error
    ? translate('app.palette.search_failed', { message: search.error.message })
    : search.pending
      ? translate('app.palette.searching')
      : typed.length >= searchMinLength && items.length === 0
        ? translate('app.palette.nothing', { q: typed })
        : typed
          ? translate('app.palette.results_count', { smart_count: items.length })
          : '';

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={ids.title}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: { xs: 2, sm: 8 }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } }}
    >
      <DialogTitle id={ids.title} sx={visuallyHidden}>
        {translate('app.palette.title')}
      </DialogTitle>
      <InputBase
        autoFocus
        fullWidth
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={translate('app.palette.placeholder')}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
        sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        inputProps={{
          role: 'combobox',
          'aria-label': translate('app.palette.input'),
          'aria-expanded': items.length > 0,
          'aria-controls': ids.list,
          'aria-autocomplete': 'list',
          'aria-activedescendant': items[current] ? optionId(items[current]) : undefined,
          autoComplete: 'off',
          spellCheck: false,
          maxLength: 100,
        }}
      />
      <PaletteOptions
        id={ids.list}
        label={translate('app.palette.results')}
        sections={sections}
        active={items[current]}
        optionId={optionId}
        onChoose={choose}
        onHover={(item) => setActive(items.indexOf(item))}
      />
      <Box sx={{ display: { xs: status ? 'flex' : 'none', sm: 'flex' }, flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary" role="status">
          {status}
        </Typography>
        {/* Phones have no arrow keys. */}
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {translate('app.palette.hint')}
        </Typography>
      </Box>
    </Dialog>
  );
}
