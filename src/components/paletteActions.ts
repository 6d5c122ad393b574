import type { SvgIconComponent } from '@mui/icons-material';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** An action on the page's record the palette offers (re-check a payment, refund, cancel). */
export interface PaletteAction {
  /** Unique among the page's actions. */
  id: string;
  /** i18n key of its label, with its arguments. */
  label: string;
  labelArgs?: Record<string, unknown>;
  icon?: SvgIconComponent;
  /** What choosing it does: usually what its button's click does (open its confirmation). */
  run: () => void;
}

/**
 * The actions the mounted pages have registered, in registration order. A module store rather
 * than a context: the palette lives in the app bar, outside the page's tree.
 */
let registered: PaletteAction[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function register(action: PaletteAction): () => void {
  registered = [...registered, action];
  changed();
  return () => {
    registered = registered.filter((candidate) => candidate !== action);
    changed();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The registered actions, kept current. */
export const usePaletteActionList = (): PaletteAction[] => useSyncExternalStore(subscribe, () => registered);

/**
 * Offers an action in the palette while the calling component is mounted and `action` is given
 * (falsy: the action does not apply to the record now). Its `run` may change on every render:
 * the latest is called.
 */
export function usePaletteAction(action: PaletteAction | false | null | undefined): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const { id, label, icon } = action || {};
  const args = action ? JSON.stringify(action.labelArgs ?? {}) : undefined;
  useEffect(() => {
    if (!id || !label) return undefined;
    return register({ id, label, labelArgs: args ? (JSON.parse(args) as Record<string, unknown>) : undefined, icon, run: () => latest.current && latest.current.run() });
  }, [id, label, args, icon]);
}
