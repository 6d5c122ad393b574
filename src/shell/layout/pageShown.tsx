import { createContext, type ReactNode, startTransition, useContext, useEffect } from 'react';

/**
 * Whether the signed-in shell's first page has rendered. Until then the shell shows only the frame
 * (the bars and the sidebar's place), so that the page's first rows are not kept waiting behind the
 * menu, the top bar's buttons and the footer, which mount one pass after the page
 * (docs/architecture.md "Rendering a screen"). True outside the shell.
 */
const PageShownContext = createContext(true);

export const PageShownProvider = PageShownContext.Provider;

export const usePageShown = () => useContext(PageShownContext);

/** Its children once the shell's first page has rendered; nothing before. */
export function AfterPage({ children }: { children: ReactNode }) {
  return useContext(PageShownContext) ? children : null;
}

/** Placed beside the page: reports, in a transition, once the page's first render is on screen. */
export function PageShownSignal({ onShown }: { onShown: () => void }) {
  useEffect(() => startTransition(onShown), [onShown]);
  return null;
}
