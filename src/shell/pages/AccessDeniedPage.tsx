import BlockIcon from '@mui/icons-material/Block';
import { MessagePage } from '../../components/MessagePage';

export function AccessDeniedPage() {
  return <MessagePage icon={BlockIcon} title="app.access_denied.title" text="app.access_denied.text" />;
}
