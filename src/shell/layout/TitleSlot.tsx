import { Box, type SxProps, type Theme } from '@mui/material';
import { createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState } from 'react';

/**
 * The one element every page writes its title into. react-admin's `<Title>` looks the element up by
 * its id once, when the page mounts, and keeps it. The title sits in the top bar at 768px and more,
 * at the head of the page below (AppLayout): were each place to render an element of its own, a
 * window resized across 768px (or a full-page screenshot, which resizes it for a moment) would leave
 * the page's title in an element no longer on screen, and the bar empty until the next page. So the
 * layout creates the element once, and the slot on screen holds it.
 */
const TitleElementContext = createContext<HTMLElement | null>(null);

export function TitleElementProvider({ children }: { children: ReactNode }) {
  const [element] = useState(() => {
    const heading = document.createElement('h6');
    heading.id = 'react-admin-title';
    return heading;
  });
  return <TitleElementContext.Provider value={element}>{children}</TitleElementContext.Provider>;
}

/** Where the page's title shows: its box holds the layout's one title element while it is mounted. */
export function TitleSlot({ sx }: { sx?: SxProps<Theme> }) {
  const element = useContext(TitleElementContext);
  const slot = useRef<HTMLDivElement>(null);
  // A layout effect: the page's <Title> finds the element in its own (passive) effect of the same commit.
  useLayoutEffect(() => {
    const box = slot.current;
    if (!element || !box) return;
    box.appendChild(element);
    return () => {
      if (element.parentNode === box) box.removeChild(element);
    };
  }, [element]);
  return (
    <Box
      ref={slot}
      sx={[
        (theme) => ({ '& > h6': { ...theme.typography.h6, m: 0 } }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
