import { type Breakpoint, Tooltip, Typography, type TypographyProps } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';

export type TruncatedTextProps = Omit<TypographyProps<'span'>, 'children'> & {
  text: string;
  /** The widest the line may grow before it is cut (a CSS width or a breakpoint object). */
  maxWidth: number | string | Partial<Record<Breakpoint, number | string>>;
};

/**
 * One line of text, cut with an ellipsis at `maxWidth`. When it is cut, the whole text shows in a
 * tooltip on hover and on keyboard focus (the line then takes focus with Tab).
 */
export function TruncatedText({ text, maxWidth, sx, ...props }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const line = ref.current;
    if (!line) return;
    const measure = () => setCut(line.scrollWidth > line.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(line);
    return () => observer.disconnect();
  }, [text]);
  return (
    <Tooltip title={cut ? text : ''}>
      <Typography
        ref={ref}
        component="span"
        variant="body2"
        noWrap
        tabIndex={cut ? 0 : undefined}
        sx={{ display: 'block', maxWidth, ...sx }}
        {...props}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}
