import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DeepLinkTarget, deepLinkTargets, recordTargets } from '../../../contract/enums';
import { call } from '../../../dataProvider/client';

/** Autocomplete: from 1 character on, 300 ms after the typing stops. */
export const targetQueryMinLength = 1;
export const targetQueryDelayMs = 300;

/** The kinds of target a link can have, labelled from `app.deep_link_targets`. */
export const deepLinkTargetChoices = deepLinkTargets.map((kind) => ({ id: kind, name: `app.deep_link_targets.${kind}` }));

export const isRecordTarget = (kind: unknown): kind is (typeof recordTargets)[number] =>
  (recordTargets as readonly unknown[]).includes(kind);

export const isUrlTarget = (kind: unknown) => kind === DeepLinkTarget.URL;

/** The record a link points at (its title and picture), or null when it no longer exists. */
export function useDeepLinkTarget(kind: unknown, value: string | null | undefined) {
  const enabled = isRecordTarget(kind) && Boolean(value);
  return useQuery({
    queryKey: ['deep-link-targets', kind, 'id', value],
    queryFn: async ({ signal }) =>
      (await call('listDeepLinkTargets', { query: { kind: String(kind), ids: String(value) } }, { signal }))[0] ?? null,
    enabled,
    staleTime: 60_000,
  });
}

/** The text typed, once it has stayed the same for 300 ms. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), targetQueryDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * Records of `kind` matching what is typed (title or id), asked 300 ms after the typing stops,
 * from 1 character on. `pending` until the answer for the current text is there.
 */
export function useDeepLinkTargetSearch(kind: unknown, text: string) {
  const query = text.trim();
  const settled = useSettledText(query);
  const enabled = isRecordTarget(kind) && settled.length >= targetQueryMinLength;
  const result = useQuery({
    queryKey: ['deep-link-targets', kind, 'search', settled],
    queryFn: ({ signal }) => call('listDeepLinkTargets', { query: { kind: String(kind), q: settled, limit: '20' } }, { signal }),
    enabled,
    staleTime: 30_000,
  });
  const searching = query.length >= targetQueryMinLength;
  const pending = searching && (settled !== query || result.isFetching);
  return { options: searching && !pending ? (result.data ?? []) : [], pending, searching };
}
