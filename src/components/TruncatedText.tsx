import { type Breakpoint, Popper, styled, Typography, type TypographyProps } from '@mui/material';
import { type SyntheticEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

export type TruncatedTextProps = Omit<TypographyProps<'span'>, 'children'> & {
  text: string;
  /** The widest the line may grow before it is cut (a CSS width or a breakpoint object). */
  maxWidth: number | string | Partial<Record<Breakpoint, number | string>>;
};

/** How long the whole text stays after the pointer leaves the line: time to move onto it (WCAG 1.4.13, hoverable). */
const leaveDelayMs = 150;

/** MUI's Tooltip as it looks below its line (its `tooltip` slot's styles). */
const WholeTextBox = styled('div')(({ theme }) => ({
  backgroundColor: theme.alpha(theme.palette.grey[700], 0.92),
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.common.white,
  fontFamily: theme.typography.fontFamily,
  padding: '4px 8px',
  fontSize: theme.typography.pxToRem(11),
  fontWeight: theme.typography.fontWeightMedium,
  maxWidth: 300,
  margin: 2,
  marginTop: 14,
  wordWrap: 'break-word',
}));

/**
 * One line of text, cut with an ellipsis at `maxWidth`. When it is cut, the whole text shows
 * below it, as a tooltip, on hover and on keyboard focus (the line then takes focus with Tab),
 * until Escape.
 *
 * A list renders hundreds of these: the line is measured by a ResizeObserver, which reports after
 * the browser's own layout (measuring at mount would force one layout per line), set up by the
 * line's ref callback (and undone by its cleanup); a new `text` observes again, since a block
 * line's width need not change with its text. The line keeps its place in the tree whether it is
 * cut or not, and the whole text is a popper mounted only while it shows: a MUI Tooltip around
 * each cut line mounted the line again, and itself twice, once it was found cut (on the orders
 * list, two passes of 750 renders after the first rows).
 */
export function TruncatedText({ text, maxWidth, sx, ...props }: TruncatedTextProps) {
  const [cut, setCut] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  const wholeTextId = useId();
  const observe = useCallback(
    (line: HTMLSpanElement | null) => {
      if (!line) return;
      const observer = new ResizeObserver(() => setCut(line.scrollWidth > line.clientWidth));
      observer.observe(line);
      return () => observer.disconnect();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new text is measured again
    [text],
  );
  useEffect(() => () => clearTimeout(leaving.current), []);
  const stay = () => clearTimeout(leaving.current);
  const show = (event: SyntheticEvent<HTMLElement>) => {
    stay();
    setAnchor(event.currentTarget);
  };
  const hide = () => {
    stay();
    setAnchor(null);
  };
  const leave = () => {
    stay();
    leaving.current = setTimeout(hide, leaveDelayMs);
  };
  const shown = cut && anchor !== null;
  // Escape dismisses it wherever the focus is (WCAG 1.4.13), as MUI's Tooltip does.
  useEffect(() => {
    if (!shown) return;
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(leaving.current);
      setAnchor(null);
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [shown]);
  return (
    <>
      <Typography
        ref={observe}
        component="span"
        variant="body2"
        noWrap
        tabIndex={cut ? 0 : undefined}
        aria-describedby={shown ? wholeTextId : undefined}
        onMouseEnter={cut ? show : undefined}
        onMouseLeave={cut ? leave : undefined}
        onFocus={cut ? show : undefined}
        onBlur={cut ? hide : undefined}
        sx={{ display: 'block', maxWidth, ...sx }}
        {...props}
      >
        {text}
      </Typography>
      {shown && (
        // The popper is the tooltip (its role), as in MUI's Tooltip.
        <Popper id={wholeTextId} open anchorEl={anchor} placement="bottom" sx={{ zIndex: 'tooltip' }} onMouseEnter={stay} onMouseLeave={leave}>
          <WholeTextBox>{text}</WholeTextBox>
        </Popper>
      )}
    </>
  );
}
