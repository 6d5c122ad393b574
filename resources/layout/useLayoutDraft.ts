import { arrayMove } from '@dnd-kit/sortable';
import { useMemo, useState } from 'react';
import { type DraftSection, type SavedSection, sameSections, withKey } from './layoutSections';

/**
 * The sections as edited, starting from the saved ones: `dirty` while they differ from them
 * (moving a section back where it was is not a change), `reset` goes back to the saved ones.
 * `base` is the saved ones with the keys the draft started from (to apply the draft's changes
 * over another version).
 */
export function useLayoutDraft(saved: SavedSection[]) {
  const savedDraft = useMemo(() => saved.map(withKey), [saved]);
  const [draft, setDraft] = useState<DraftSection[] | null>(null);
  const sections = draft ?? savedDraft;
  const change = (next: (current: DraftSection[]) => DraftSection[]) => setDraft((current) => next(current ?? savedDraft));
  const indexOf = (list: DraftSection[], key: string) => list.findIndex((section) => section.key === key);

  return {
    base: savedDraft,
    sections,
    dirty: draft !== null && !sameSections(draft, saved),
    move: (fromKey: string, toKey: string) => change((list) => arrayMove(list, indexOf(list, fromKey), indexOf(list, toKey))),
    add: (section: SavedSection) => change((list) => [...list, withKey(section)]),
    update: (key: string, changes: Partial<SavedSection>) =>
      change((list) => list.map((section) => (section.key === key ? { ...section, ...changes } : section))),
    remove: (key: string) => change((list) => list.filter((section) => section.key !== key)),
    reset: () => setDraft(null),
  };
}

export type LayoutDraft = ReturnType<typeof useLayoutDraft>;
