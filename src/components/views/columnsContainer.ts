import { type RefObject, useLayoutEffect, useRef } from 'react';
import { hiddenColumnsKey } from './columnsStore';

/**
 * The element react-admin's DataTable draws its column chooser into (its ColumnsSelector portals
 * into `${storeKey}-columnsSelector`, which it looks up when it mounts). react-admin's own
 * ColumnsButton keeps that element in the page, hidden, all the time: a labelled switch per column
 * then sits beside the list's filters of the same names. This element is in the page only while
 * it waits for a DataTable to find it, and while the chooser is open (showColumnsIn).
 */
export function useColumnsContainer(list: string): RefObject<HTMLElement | null> {
  const containerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const container = document.createElement('div');
    container.id = `${hiddenColumnsKey(list)}-columnsSelector`;
    containerRef.current = container;
    const settle = () => {
      const filled = container.childElementCount > 0;
      if (!filled && !container.isConnected) {
        container.hidden = true;
        document.body.append(container);
      } else if (filled && container.hidden && container.isConnected) {
        container.remove();
      }
      readableRows(container);
    };
    settle();
    const observer = new MutationObserver(settle);
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      container.remove();
      containerRef.current = null;
    };
  }, [list]);
  return containerRef;
}

/** Shows the chooser in `box` (the open popover), or takes it out of the page (null). */
export function showColumnsIn(container: HTMLElement | null, box: HTMLElement | null): void {
  if (!container) return;
  container.hidden = box === null;
  if (box) box.append(container);
  else container.remove();
}

/**
 * react-admin 5.15 draws the chooser as a `menu` of `option`s each holding a switch: axe finds a
 * menu without menu items, options outside a listbox, and a control inside a control. As a plain
 * list of rows, each a labelled switch, it reads right.
 */
function readableRows(container: HTMLElement): void {
  container.querySelectorAll('ul[role="menu"]').forEach((list) => list.setAttribute('role', 'list'));
  container.querySelectorAll('li[role="option"]').forEach((row) => row.removeAttribute('role'));
}
