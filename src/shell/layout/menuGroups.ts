import AnalyticsIcon from '@mui/icons-material/Analytics';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupIcon from '@mui/icons-material/Group';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuGroupId } from '../../definitions/types';

export interface MenuGroup {
  id: MenuGroupId;
  /** A group expands when the current location contains this path. */
  path: string;
  label: string;
  icon: SvgIconComponent;
  order: number;
}

export const menuGroups: MenuGroup[] = [
  { id: 'publishing', path: '/publishing', label: 'app.menu.publishing', icon: EventNoteIcon, order: 25 },
  { id: 'ui', path: '/ui', label: 'app.menu.mobile_ui', icon: PhoneIphoneIcon, order: 60 },
  { id: 'analytics', path: '/analytics', label: 'app.menu.analytics', icon: AnalyticsIcon, order: 70 },
  { id: 'users', path: '/users', label: 'app.menu.users', icon: GroupIcon, order: 80 },
];
