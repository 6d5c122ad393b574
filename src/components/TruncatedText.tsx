import { type Breakpoint, Tooltip, Typography, type TypographyProps } from '@mui/material';
import { useCallback, useState } from 'react';

export type TruncatedTextProps = Omit<TypographyProps<'span'>, 'children'> & {
  text: string;
  /** The widest the line may grow before it is cut (a CSS width or a breakpoint object). */
  maxWidth: number | string | Partial<Record<Breakpoint, number | string>>;
};

/**
 * One line of text, cut with an ellipsis at `maxWidth`. When it is cut, the whole text shows in a
 * tooltip on hover and on keyboard focus (the line then takes focus with Tab).
 *
 * A list renders hundreds of these: the line is measured by a ResizeObserver, which reports after
 * the browser's own layout (measuring at mount would force one layout per line), and only a line
 * that is cut carries a Tooltip. The observer is set up by the line's ref callback (and undone by
 * its cleanup), so a line renders once at mount and again only when it turns out to be cut; a new
 * `text` observes again, since a block line's width need not change with its text.
 */
export function TruncatedText({ text, maxWidth, sx, ...props }: TruncatedTextProps) {
  const [cut, setCut] = useState(false);
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
  const shown = (
    <Typography
      ref={observe}
      component="span"
      variant="body2"
      noWrap
      tabIndex={cut ? 0 : undefined}
      sx={{ display: 'block', maxWidth, ...sx }}
      {...props}
    >
      {text}
    </Typography>
  );
  return cut ? <Tooltip title={text}>{shown}</Tooltip> : shown;
}
