import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ToolbarProps } from 'react-big-calendar';
import type { CalendarEvent } from './calendarEvents';
import { type CalendarView, calendarViews } from './useCalendarItems';

/** The calendar's own toolbar, in MUI's controls: today, the period before and after, its name, and the views. */
export function CalendarToolbar({ label, view, onNavigate, onView }: ToolbarProps<CalendarEvent>) {
  const translate = useTranslate();
  const period = translate(`app.calendar.period.${view}`);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
      <Button variant="outlined" size="small" onClick={() => onNavigate('TODAY')}>
        {translate('app.calendar.today')}
      </Button>
      <Box sx={{ display: 'flex' }}>
        <IconButton aria-label={translate('app.calendar.previous', { view: period })} onClick={() => onNavigate('PREV')}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={translate('app.calendar.next', { view: period })} onClick={() => onNavigate('NEXT')}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Typography component="h2" variant="h6" aria-live="polite" sx={{ flexGrow: 1, minWidth: 'max-content' }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label={translate('app.calendar.views.label')}
        onChange={(_, next: CalendarView | null) => next && onView(next)}
      >
        {calendarViews.map((each) => (
          <ToggleButton key={each} value={each}>
            {translate(`app.calendar.views.${each}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
