import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Typography } from '@mui/material';
import { CreateButton, useResourceContext, useTranslate } from 'react-admin';

/** Shown when nobody has this role yet (a search that matches nobody shows react-admin's own message). */
export function StaffEmpty() {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <GroupsIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography component="h2" variant="h5" sx={{ mt: 2 }}>
        {translate(`resources.${resource}.empty.title`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>{translate(`resources.${resource}.empty.text`)}</Typography>
      <CreateButton variant="contained" label="app.staff.invite" icon={<PersonAddIcon />} />
    </Box>
  );
}
