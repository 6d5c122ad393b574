/**
 * What a key press means to the console's shortcuts (docs/architecture.md "Command palette"):
 * Ctrl+K / Cmd+K opens the palette anywhere; the others only when the cursor is not in a field
 * or a dialog: `g` then a letter goes to a screen, `/` focuses the list's search, `?` lists them.
 */
export type KeyCommand = { kind: 'palette' } | { kind: 'help' } | { kind: 'search' } | { kind: 'go' } | { kind: 'screen'; key: string };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Typing goes there: a text field, a list of choices, an editor, or anything in a dialog. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as { closest?: (selector: string) => unknown; isContentEditable?: boolean } | null;
  if (!element?.closest) return false;
  return Boolean(element.isContentEditable || element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]'));
}

/** The command of a key press; `afterG` when the last key was a `g` that waits for its letter. */
export function keyCommand(press: KeyPress, afterG: boolean): KeyCommand | undefined {
  if ((press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k') return { kind: 'palette' };
  if (press.ctrlKey || press.metaKey || press.altKey || isTypingTarget(press.target)) return undefined;
  if (afterG && /^[a-z]$/.test(press.key)) return { kind: 'screen', key: press.key };
  if (press.key === 'g') return { kind: 'go' };
  if (press.key === '/') return { kind: 'search' };
  if (press.key === '?') return { kind: 'help' };
  return undefined;
}

/** How the palette's keys are written on this machine: ⌘K on Apple's, Ctrl+K elsewhere. */
export function paletteKeys(platform = typeof navigator === 'undefined' ? '' : navigator.platform): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl+K';
}

/** The list's search box (src/components/ListSearchInput.tsx marks it). */
export const listSearchSelector = 'input[data-list-search]';
