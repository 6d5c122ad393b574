import { Sidebar, type SidebarProps, useTranslate } from 'react-admin';

/** react-admin's sidebar, its drawer named after the menu (below 768px it is a modal dialog). */
export function AppSidebar(props: SidebarProps) {
  const translate = useTranslate();
  return <Sidebar {...props} slotProps={{ paper: { 'aria-label': translate('app.menu.label') } }} />;
}
