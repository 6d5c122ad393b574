import type { SvgIconComponent } from '@mui/icons-material';
import { canAccess } from '../../../contract/access';
import type { MenuGroup } from './menuGroups';
import { type Definition, linkOf } from '../../definitions/types';

/** A menu entry, its fields named as the spec names them: label, icon, routerLink, visible, expanded, items. */
export interface MenuItem {
  id: string;
  label: string;
  icon: SvgIconComponent;
  routerLink?: string;
  visible: boolean;
  expanded?: boolean;
  items?: MenuItem[];
}

/**
 * The left menu for a role at a location: entries from the definitions' menu placements,
 * grouped, visible by the access table, a group expanded when the location contains its path.
 */
export function buildMenu(
  definitions: Definition[],
  groups: MenuGroup[],
  role: number | undefined,
  pathname: string,
): MenuItem[] {
  const entries = definitions.flatMap((definition) =>
    definition.menu ? [{ definition, menu: definition.menu }] : [],
  );
  const itemOf = ({ definition, menu }: (typeof entries)[number]): MenuItem & { order: number } => ({
    id: linkOf(definition),
    label: menu.label,
    icon: menu.icon,
    routerLink: linkOf(definition),
    visible: canAccess(role, definition.access),
    order: menu.order,
  });
  const top = entries.filter((entry) => !entry.menu.group).map(itemOf);
  const grouped = groups.map((group) => {
    const items = entries.filter((entry) => entry.menu.group === group.id).map(itemOf);
    items.sort((a, b) => a.order - b.order);
    return {
      id: group.id,
      label: group.label,
      icon: group.icon,
      visible: items.some((item) => item.visible),
      expanded: pathname.includes(group.path),
      items: items.map(withoutOrder),
      order: group.order,
    };
  });
  return [...top, ...grouped].sort((a, b) => a.order - b.order).map(withoutOrder);
}

function withoutOrder<T extends { order: number }>({ order: _order, ...item }: T): Omit<T, 'order'> {
  return item;
}
