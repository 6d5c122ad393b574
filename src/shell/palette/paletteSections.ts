import type { SvgIconComponent } from '@mui/icons-material';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import type { SearchGroup } from '../../../contract/search';
import type { PaletteAction } from '../../components/paletteActions';
import type { Screen } from './screens';
import { recordPath, searchTargetOf } from './searchTargets';

/** What choosing an entry does. */
export type PaletteRun = { kind: 'navigate'; to: string } | { kind: 'action'; run: () => void } | { kind: 'shortcuts' };

export interface PaletteItem {
  id: string;
  label: string;
  secondary?: string;
  icon?: SvgIconComponent;
  /** Its keyboard shortcut, key by key (`G`, `O`). */
  keys?: string[];
  run: PaletteRun;
}

export interface PaletteSection {
  id: string;
  label: string;
  items: PaletteItem[];
}

interface Sources {
  /** The text as typed. */
  text: string;
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** The server's groups for the text (only the kinds the role may open). */
  groups: SearchGroup[];
  actions: PaletteAction[];
  screens: Screen[];
}

/**
 * The palette's entries, in sections: the page's actions, the screens, the records found, then the
 * shortcuts. Actions, screens and shortcuts are those whose name holds the text (all of them
 * without one), so a text that names one puts it first; the records are the server's.
 */
export function paletteSections({ text, translate, groups, actions, screens }: Sources): PaletteSection[] {
  const wanted = text.trim().toLocaleLowerCase();
  const matches = (label: string) => label.toLocaleLowerCase().includes(wanted);
  const found = groups.map((group) => {
    const target = searchTargetOf(group.kind);
    return {
      id: `results-${group.kind}`,
      label: translate(target.menu!.label),
      items: group.items.map((hit) => ({
        id: `${group.kind}-${hit.id}`,
        label: hit.title,
        secondary: hit.subtitle,
        icon: target.menu!.icon,
        run: { kind: 'navigate', to: recordPath(group.kind, hit.id) } as const,
      })),
    };
  });
  const actionItems = actions
    .map((action) => ({ id: `action-${action.id}`, label: translate(action.label, action.labelArgs), icon: action.icon, run: { kind: 'action', run: action.run } as const }))
    .filter((item) => matches(item.label));
  const screenItems = screens
    .map((screen) => ({
      id: `screen-${screen.path}`,
      label: translate(screen.label),
      secondary: screen.group && translate(screen.group),
      icon: screen.icon,
      keys: screen.key ? ['G', screen.key.toUpperCase()] : undefined,
      run: { kind: 'navigate', to: screen.path } as const,
    }))
    .filter((item) => matches(item.label) || (item.secondary !== undefined && matches(item.secondary)));
  const shortcuts = translate('app.palette.shortcuts_item');
  const keyboardItems: PaletteItem[] = matches(shortcuts) ? [{ id: 'shortcuts', label: shortcuts, icon: KeyboardIcon, keys: ['?'], run: { kind: 'shortcuts' } }] : [];
  return [
    { id: 'actions', label: translate('app.palette.actions'), items: actionItems },
    { id: 'screens', label: translate('app.palette.screens'), items: screenItems },
    ...found,
    { id: 'keyboard', label: translate('app.palette.shortcuts_group'), items: keyboardItems },
  ].filter((section) => section.items.length > 0);
}
