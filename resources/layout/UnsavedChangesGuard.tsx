import { useEffect } from 'react';
import { Confirm, useBlocker } from 'react-admin';

/**
 * While there are unsaved changes, leaving asks first: another page or another screen's layout
 * (the `?type=` of the URL) through the router's blocker, closing or reloading the tab through
 * the browser's own `beforeunload` prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title="app.layout.discard_confirm.title"
      content="app.layout.discard_confirm.content"
      confirm="app.confirm.yes"
      cancel="app.confirm.no"
      confirmColor="warning"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
