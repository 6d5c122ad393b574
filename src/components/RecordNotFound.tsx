import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useGetResourceLabel, useResourceContext } from 'react-admin';
import { MessagePage } from './MessagePage';

/** The page of a record the API does not know (deleted, or a wrong link), with a way back to its list. */
export function RecordNotFound({ listPath }: { listPath: string }) {
  const resource = useResourceContext() ?? '';
  const getResourceLabel = useGetResourceLabel();
  return (
    <MessagePage
      icon={SearchOffIcon}
      title="app.record_not_found.title"
      text="app.record_not_found.text"
      args={{ name: getResourceLabel(resource, 1), list: getResourceLabel(resource, 2) }}
      link={{ to: listPath, label: 'app.record_not_found.back' }}
    />
  );
}
