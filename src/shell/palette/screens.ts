import type { SvgIconComponent } from '@mui/icons-material';
import { canAccess } from '../../../contract/access';
import { definitions } from '../../../resources';
import { menuGroups } from '../layout/menuGroups';
import { type Definition, linkOf } from '../../definitions/types';

/** A screen of the menu the palette offers. */
export interface Screen {
  /** Its path, also its id. */
  path: string;
  /** i18n keys of its menu label, and of its menu group's. */
  label: string;
  group?: string;
  icon: SvgIconComponent;
  /** The letter after `g`, if it has one. */
  key?: string;
}

/** The menu's screens the role may open, in the menu's order (groups by their place in it). */
export function screensFor(role: number | undefined): Screen[] {
  const groupOrder = new Map(menuGroups.map((group) => [group.id, group]));
  const position = (definition: Definition) => {
    const group = definition.menu?.group ? groupOrder.get(definition.menu.group) : undefined;
    return group ? group.order + definition.menu!.order / 1000 : definition.menu!.order;
  };
  return definitions
    .filter((definition) => definition.menu && canAccess(role, definition.access))
    .sort((a, b) => position(a) - position(b))
    .map((definition) => ({
      path: linkOf(definition),
      label: definition.menu!.label,
      group: definition.menu!.group && groupOrder.get(definition.menu!.group)?.label,
      icon: definition.menu!.icon,
      key: definition.menu!.key,
    }));
}
