import { useEffect, useEffectEvent, useState } from 'react';
import type { LiveEventData, LiveEventKind } from '../../contract/liveRules';
import { listenLive, watchLiveStatus } from '../../dataProvider/live';

/**
 * Calls `handler` with every live event of `kind` (docs/api.md "Live updates") while the
 * component is mounted and `enabled`; the handler of the latest render is the one called.
 */
export function useLiveEvent<K extends LiveEventKind>(kind: K, handler: (data: LiveEventData[K]) => void, enabled = true): void {
  const onEvent = useEffectEvent((data: LiveEventData[K]) => handler(data));
  useEffect(() => {
    if (!enabled) return undefined;
    return listenLive((eventKind, data) => {
      if ((eventKind as LiveEventKind) === kind) onEvent(data as LiveEventData[K]);
    });
  }, [kind, enabled]);
}

/** Whether the live stream is open: what polls for changes may then poll far less often. */
export function useLiveStatus(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => watchLiveStatus(setOpen), []);
  return open;
}
