import SearchOffIcon from '@mui/icons-material/SearchOff';
import { MessagePage } from '../../components/MessagePage';

export function NotFoundPage() {
  return <MessagePage icon={SearchOffIcon} title="app.not_found.title" text="app.not_found.text" />;
}
