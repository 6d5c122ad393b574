import { type MouseEvent, useRef, useState } from 'react';
import { SaveButton, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ContentType } from '../../contract/enums';
import type { Subscription } from '../../contract/subscriptions';
import { RemovedContentConfirm } from './RemovedContentConfirm';

/**
 * Save, which first asks for confirmation when the plan has active subscribers and some of its
 * saved content types are unchecked. No leaves the form as it is; Yes saves as usual (Enter in a
 * field clicks this button too, so it is asked either way).
 */
export function SubscriptionSaveButton() {
  const record = useRecordContext<Subscription>();
  const { getValues } = useFormContext();
  const button = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  const [removed, setRemoved] = useState<ContentType[]>([]);
  const subscribers = record?.activeSubscribers ?? 0;

  const checkRemovals = (event: MouseEvent<HTMLButtonElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    const kept = (getValues('contentTypes') as ContentType[] | undefined) ?? [];
    const lost = subscribers > 0 ? (record?.contentTypes ?? []).filter((type) => !kept.includes(type)) : [];
    if (lost.length > 0) {
      event.preventDefault();
      setRemoved(lost);
    }
  };

  const save = () => {
    setRemoved([]);
    confirmed.current = true;
    button.current?.click();
  };

  return (
    <>
      <SaveButton ref={button} onClick={checkRemovals} />
      <RemovedContentConfirm removed={removed} subscribers={subscribers} onConfirm={save} onClose={() => setRemoved([])} />
    </>
  );
}
