import { type Breakpoint, Tooltip, Typography, type TypographyProps } from '@mui/material';
import { useEffect, useState } from 'react';

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
 * that is cut carries a Tooltip.
 */
export function TruncatedText({ text, maxWidth, sx, ...props }: TruncatedTextProps) {
  const [line, setLine] = useState<HTMLSpanElement | null>(null);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    if (!line) return;
    const observer = new ResizeObserver(() => setCut(line.scrollWidth > line.clientWidth));
    observer.observe(line);
    return () => observer.disconnect();
  }, [line, text]);
  const shown = (
    <Typography
      ref={setLine}
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
