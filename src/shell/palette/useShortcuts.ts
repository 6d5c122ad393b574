import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { keyCommand, listSearchSelector } from './keys';
import type { Screen } from './screens';

/** How long a `g` waits for its letter. */
const goWindowMs = 1500;

/**
 * The console's keyboard shortcuts (src/shell/palette/keys.ts), listened to on the whole window while
 * the shell is shown: the palette and the list of shortcuts open through the callbacks.
 */
export function useShortcuts(screens: Screen[], open: { palette: () => void; help: () => void }) {
  const navigate = useNavigate();
  const latest = useRef({ screens, open, navigate });
  useEffect(() => {
    latest.current = { screens, open, navigate };
  });

  useEffect(() => {
    let goUntil = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const command = keyCommand(event, Date.now() < goUntil);
      goUntil = 0;
      if (!command) return;
      const { screens, open, navigate } = latest.current;
      if (command.kind === 'go') {
        goUntil = Date.now() + goWindowMs;
        return;
      }
      if (command.kind === 'screen') {
        const screen = screens.find((candidate) => candidate.key === command.key);
        if (!screen) return;
        navigate(screen.path);
      } else if (command.kind === 'search') {
        const input = document.querySelector<HTMLInputElement>(listSearchSelector);
        if (!input) return;
        input.focus();
        input.select();
      } else if (command.kind === 'palette') {
        open.palette();
      } else {
        open.help();
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
