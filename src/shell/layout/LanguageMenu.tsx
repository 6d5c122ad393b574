import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { Dialog, DialogTitle, ListItemIcon, ListItemText, MenuItem, MenuList } from '@mui/material';
import { forwardRef, useId } from 'react';
import { useLocaleState, useTranslate, useUserMenu } from 'react-admin';
import type { Locale } from '../../../contract/locales';
import { languages } from '../i18n';
import { useChooseLanguage } from './useChooseLanguage';

/** The user menu's Language entry, with the language now in force: it closes the menu and opens the dialog. */
export const LanguageMenuItem = forwardRef<HTMLLIElement, { onOpen: () => void }>(function LanguageMenuItem({ onOpen }, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const [locale] = useLocaleState();
  const current = languages.find((language) => language.locale === locale);
  return (
    <MenuItem
      ref={ref}
      aria-haspopup="dialog"
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <TranslateIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText secondary={current && <span lang={current.locale}>{current.name}</span>}>{translate('app.language.menu')}</ListItemText>
    </MenuItem>
  );
});

/**
 * English and Français, each named in itself (and marked as in its language, for screen readers).
 * Outside the user menu, which unmounts as it closes. Choosing one saves it and switches.
 */
export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const choose = useChooseLanguage();
  const titleId = useId();
  const pick = (chosen: Locale) => {
    onClose();
    if (chosen !== locale) void choose(chosen);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.language.menu')}</DialogTitle>
      <MenuList autoFocusItem aria-labelledby={titleId} sx={{ minWidth: 240, pb: 2 }}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            role="menuitemradio"
            aria-checked={language.locale === locale}
            selected={language.locale === locale}
            lang={language.locale}
            onClick={() => pick(language.locale)}
          >
            <ListItemIcon>{language.locale === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{language.name}</ListItemText>
          </MenuItem>
        ))}
      </MenuList>
    </Dialog>
  );
}
