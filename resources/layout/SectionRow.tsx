import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, FormControlLabel, IconButton, Paper, Switch, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type DraftSection, kindOf } from './layoutSections';
import { RemoveSectionButton } from './RemoveSectionButton';
import { SectionErrorList } from './SectionErrorList';

interface SectionRowProps {
  section: DraftSection;
  errors?: Record<string, string>;
  onToggle: (visible: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One section in the sortable list: its drag handle, what it shows, its switch, Edit and Remove. */
export function SectionRow({ section, errors, onToggle, onEdit, onRemove }: SectionRowProps) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.key,
  });
  const { title } = section;
  const editLabel = translate('app.layout.edit', { title });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        listStyle: 'none',
        p: 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 6 : 0,
        borderColor: errors ? 'error.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={translate('app.layout.reorder', { title })}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {translate(`app.content_sections.${kindOf(section)}`)} · {translate('app.layout.item_count', { smart_count: section.itemCount })}
            {!section.visible && ` · ${translate('app.layout.hidden')}`}
          </Typography>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ overflowWrap: 'anywhere', color: section.visible ? 'text.primary' : 'text.secondary' }}
          >
            {title}
          </Typography>
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={section.visible}
              onChange={(event) => onToggle(event.target.checked)}
              slotProps={{ input: { 'aria-label': translate('app.layout.visible_label', { title }) } }}
            />
          }
          // On a phone the switch alone says it (its accessible name stays "Visible: <title>").
          label={<Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{translate('app.layout.fields.visible')}</Box>}
          sx={{ mr: 0, ml: 0 }}
        />
        <Tooltip title={editLabel}>
          <IconButton aria-label={editLabel} onClick={onEdit}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <RemoveSectionButton title={title} onRemove={onRemove} />
      </Box>
      {errors && <SectionErrorList errors={errors} />}
    </Paper>
  );
}
