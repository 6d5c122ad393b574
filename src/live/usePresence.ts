import { useEffect, useState } from 'react';
import { presenceRenewMs } from '../../contract/liveRules';
import { call } from '../../dataProvider/client';
import { useLiveEvent } from './useLiveEvent';

export interface PresentPerson {
  id: number;
  name: string;
}

/**
 * Who else has this record open (docs/api.md "Live updates"): the page says it is open when it
 * mounts and every `presenceRenewMs` after, which answers who else is there, and says it left
 * when it unmounts; arrivals and departures in between come from the live stream.
 */
export function usePresence(resource: string, recordId: string | undefined, selfId: number | undefined): PresentPerson[] {
  const [others, setOthers] = useState<PresentPerson[]>([]);
  useEffect(() => {
    if (recordId === undefined) return undefined;
    const target = { resource, recordId } as { resource: never; recordId: string };
    let live = true;
    const renew = () =>
      call('markPresent', { body: target })
        .then(({ others: present }) => {
          if (live) setOthers(present);
        })
        .catch(() => undefined);
    void renew();
    const timer = setInterval(renew, presenceRenewMs);
    return () => {
      live = false;
      clearInterval(timer);
      setOthers([]);
      void call('markAbsent', { body: target }).catch(() => undefined);
    };
  }, [resource, recordId]);
  useLiveEvent('presence', ({ resource: where, recordId: which, user, present }) => {
    if (where !== resource || which !== recordId || user.id === selfId) return;
    setOthers((before) => {
      const rest = before.filter((person) => person.id !== user.id);
      return present ? [...rest, user].sort((a, b) => a.name.localeCompare(b.name)) : rest;
    });
  });
  return others;
}
