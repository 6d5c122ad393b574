import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { BannerImage } from '../../contract/banners';
import { detailsOf, useImageDetails } from './useImageDetails';

type Direction = 'up' | 'down';

/**
 * Move up and Move down: the keyboard's way of reordering. Once the card has moved, the focus
 * comes back to the button used (to the other one at an end), and the new place is announced.
 */
export function BannerImageMoveButtons({ image, count }: { image: BannerImage; count: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const save = useImageDetails(image);
  const [moving, setMoving] = useState(false);
  const buttons = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null) };
  const refocus = useRef<{ direction: Direction; from: number }>(undefined);
  const { position } = image;

  // Once the list has re-rendered in its new order (reordering the DOM drops the focus).
  useEffect(() => {
    if (!refocus.current || refocus.current.from === position) return;
    const { direction } = refocus.current;
    refocus.current = undefined;
    const atEnd = direction === 'up' ? position <= 1 : position >= count;
    buttons[atEnd ? (direction === 'up' ? 'down' : 'up') : direction].current?.focus();
  });

  const move = async (direction: Direction) => {
    if (moving) return;
    const target = position + (direction === 'up' ? -1 : 1);
    setMoving(true);
    refocus.current = { direction, from: position };
    try {
      await save({ ...detailsOf(image), position: target });
      notify('resources.ui/banners.images.moved', { type: 'success', messageArgs: { position: target, count } });
    } catch (error) {
      refocus.current = undefined;
      notify((error as Error).message, { type: 'error' });
    } finally {
      setMoving(false);
    }
  };

  const button = (direction: Direction, disabled: boolean) => {
    const label = translate(`resources.ui/banners.images.move_${direction}`);
    const name = translate(`resources.ui/banners.images.move_${direction}_named`, { position });
    // No tooltip on a disabled button: it would get no event to close once the card moved there.
    return (
      <Tooltip title={disabled ? '' : label}>
        {/* The span carries the tooltip's events (a button that becomes disabled fires none). */}
        <span>
          <IconButton ref={buttons[direction]} aria-label={name} disabled={disabled} onClick={() => move(direction)}>
            {direction === 'up' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
          </IconButton>
        </span>
      </Tooltip>
    );
  };

  return (
    <>
      {button('up', position <= 1)}
      {button('down', position >= count)}
    </>
  );
}
