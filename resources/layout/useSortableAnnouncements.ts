import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { DraftSection } from './layoutSections';

/** dnd-kit's screen-reader instructions and announcements, in the console's language, naming sections by title. */
export function useSortableAnnouncements(sections: DraftSection[]) {
  const translate = useTranslate();
  // dnd-kit reports the section as over itself the moment it is picked up: only a change of place is news.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const count = sections.length;
  const titleOf = (id: UniqueIdentifier) => sections.find((section) => section.key === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => sections.findIndex((section) => section.key === id) + 1;
  const say = (message: string, id: UniqueIdentifier, at: UniqueIdentifier) =>
    translate(`app.layout.dnd.${message}`, { title: titleOf(id), position: positionOf(at), count });

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return say('picked_up', active.id, active.id);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return say('moved', active.id, over.id);
    },
    onDragEnd: ({ active, over }) => (over ? say('dropped', active.id, over.id) : undefined),
    onDragCancel: ({ active }) => say('cancelled', active.id, active.id),
  };
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: translate('app.layout.dnd.instructions') };
  return { announcements, screenReaderInstructions };
}
