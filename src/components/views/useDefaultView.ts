import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'react-admin';
import type { SavedView, SavedViewsOfList, ViewList } from '../../../contract/views';

/**
 * Shows the user's default view the first time a list opens after sign-in (react-admin's store,
 * where the lists opened are noted, is emptied at sign-out), unless the URL says what to show.
 */
export function useDefaultView(list: ViewList, views: SavedViewsOfList | undefined, apply: (view: SavedView) => void) {
  const location = useLocation();
  const [linked] = useState(() => new URLSearchParams(location.search).has('filter'));
  const [opened, setOpened] = useStore<string[]>('savedViews.opened', []);

  useEffect(() => {
    if (!views || opened.includes(list)) return;
    setOpened([...opened, list]);
    const view = views.views.find((candidate) => candidate.id === views.defaultViewId);
    if (view && !linked) apply(view);
  }, [apply, linked, list, opened, setOpened, views]);
}
