import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, ListItemIcon, ListItemText, MenuItem as MuiMenuItem } from '@mui/material';
import { useMemo, useState } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { readLoginRecord } from '../../../authProvider/loginRecord';
import { definitions } from '../../../resources';
import { menuGroups } from './menuGroups';
import { preloadViewAt } from '../preloadView';
import { buildMenu, type MenuItem } from './menuModel';

/** The left menu, built from the resource definitions and the access table. */
export function AppMenu() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const role = readLoginRecord()?.role;
  const items = useMemo(() => buildMenu(definitions, menuGroups, role, pathname), [role, pathname]);
  // Groups opened or closed by hand, and where; moving into a group's path opens it again.
  const [toggled, setToggled] = useState<Record<string, { open: boolean; at: string }>>({});
  const isOpen = (item: MenuItem) => {
    const own = toggled[item.id];
    return own && !(item.expanded && own.at !== pathname) ? own.open : Boolean(item.expanded);
  };

  return (
    <Menu aria-label={translate('app.menu.label')}>
      {items
        .filter((item) => item.visible)
        .map((item) =>
          item.items ? (
            <MenuGroup
              key={item.id}
              group={item}
              open={isOpen(item)}
              onToggle={() => setToggled((current) => ({ ...current, [item.id]: { open: !isOpen(item), at: pathname } }))}
            />
          ) : (
            <Link key={item.id} item={item} />
          ),
        )}
    </Menu>
  );
}

function Link({ item }: { item: MenuItem }) {
  const translate = useTranslate();
  const Icon = item.icon;
  // Its screen's chunk starts loading as the pointer or the keyboard reaches the entry.
  const preload = () => preloadViewAt(item.routerLink!);
  return (
    <Menu.Item to={item.routerLink!} primaryText={translate(item.label)} leftIcon={<Icon />} onPointerEnter={preload} onFocus={preload} />
  );
}

function MenuGroup(props: { group: MenuItem; open: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { group, open } = props;
  const Icon = group.icon;
  return (
    <>
      <MuiMenuItem onClick={props.onToggle} aria-expanded={open} aria-controls={`menu-group-${group.id}`}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate(group.label)} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MuiMenuItem>
      {/* A closed group's entries are drawn the first time it opens, not with every page (a third of the menu's renders). */}
      <Collapse in={open} mountOnEnter id={`menu-group-${group.id}`} sx={{ pl: sidebarOpen ? 2 : 0 }}>
        {group.items!.filter((item) => item.visible).map((item) => (
          <Link key={item.id} item={item} />
        ))}
      </Collapse>
    </>
  );
}
