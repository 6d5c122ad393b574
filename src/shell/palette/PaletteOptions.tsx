import { Box, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Keys } from './Keys';
import type { PaletteItem, PaletteSection } from './paletteSections';

interface Props {
  id: string;
  label: string;
  sections: PaletteSection[];
  active: PaletteItem | undefined;
  optionId: (item: PaletteItem) => string;
  onChoose: (item: PaletteItem) => void;
  onHover: (item: PaletteItem) => void;
}

/**
 * The palette's listbox: a group per section, named by its heading, and an option per entry. The
 * options are never focused (the field keeps the focus); the active one is scrolled into view.
 */
export function PaletteOptions({ id, label, sections, active, optionId, onChoose, onHover }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const activeId = active && optionId(active);
  useEffect(() => {
    if (activeId) list.current?.querySelector(`[id="${CSS.escape(activeId)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return (
    <Box ref={list} id={id} role="listbox" aria-label={label} sx={{ maxHeight: { xs: '60vh', sm: 420 }, overflowY: 'auto', py: sections.length ? 1 : 0 }}>
      {sections.map((section) => (
        <Box key={section.id} role="group" aria-labelledby={`${id}-${section.id}`}>
          <Box
            id={`${id}-${section.id}`}
            role="presentation"
            sx={{ px: 2, pt: 1, pb: 0.5, typography: 'overline', lineHeight: 2, color: 'text.secondary' }}
          >
            {section.label}
          </Box>
          {section.items.map((item) => {
            const Icon = item.icon;
            return (
              <ListItemButton
                key={item.id}
                id={optionId(item)}
                role="option"
                aria-selected={item === active}
                selected={item === active}
                tabIndex={-1}
                onClick={() => onChoose(item)}
                onMouseMove={() => item !== active && onHover(item)}
                sx={{ gap: 1, minHeight: 44, py: 0.5 }}
              >
                {Icon && (
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                )}
                <ListItemText
                  primary={item.label}
                  secondary={item.secondary}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  sx={{ minWidth: 0, my: 0 }}
                />
                {/* Phones have no keyboard shortcuts. */}
                {item.keys && (
                  <Box sx={{ display: { xs: 'none', sm: 'contents' } }}>
                    <Keys keys={item.keys} />
                  </Box>
                )}
              </ListItemButton>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
