import { type RefObject, useEffect } from 'react';
import { useTranslate } from 'react-admin';

/**
 * react-big-calendar marks a week's all-day row as a row group (`role="rowgroup"`) with no table
 * around it, which assistive technologies cannot read (axe: aria-required-parent); a month's rows
 * sit in a table of its own. The all-day row is made a table of one row instead, named, as the
 * library draws it anew (a view, a period).
 */
export function useCalendarRoles(container: RefObject<HTMLElement | null>) {
  const translate = useTranslate();
  const label = translate('app.calendar.all_day_row');
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const fix = () => {
      for (const row of node.querySelectorAll('.rbc-allday-cell[role="rowgroup"]')) {
        row.setAttribute('role', 'table');
        row.setAttribute('aria-label', label);
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(node, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, label]);
}
