import { useEffect, useRef } from 'react';
import type { DraftSection } from './layoutSections';

/** Marks each section's Remove button, so that focus can find the one that took a removed section's place. */
export const removeButtonMark = 'data-remove-section';

/**
 * Removes a section and moves focus where a keyboard user expects it: to the Remove button of the
 * section now in its place (the next, else the previous), or to Add section when none is left.
 * Otherwise it would fall to the page's body with the removed button and its confirmation.
 */
export function useFocusAfterRemoval(sections: DraftSection[], remove: (key: string) => void) {
  const region = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = region.current?.querySelectorAll<HTMLElement>(`[${removeButtonMark}]`) ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? addButton.current)?.focus();
  }, [sections]);
  const removeSection = (key: string) => {
    removedAt.current = sections.findIndex((section) => section.key === key);
    remove(key);
  };
  return { region, addButton, removeSection };
}
