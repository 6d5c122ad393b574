import AddIcon from '@mui/icons-material/Add';
import type { ReactElement } from 'react';
import { Button, LinkBase, useCanAccess, useCreatePath, useResourceContext, useResourceDefinition } from 'react-admin';

/**
 * The list toolbar's Create button at every width: react-admin's CreateButton turns into a
 * floating button below 1024px, which then covers the rows' right-hand cells (prices, actions).
 * On phones it shows its icon only, named by its label. None for a list without a create page
 * (customers).
 */
export function ListCreateButton({ label = 'ra.action.create', icon = <AddIcon /> }: { label?: string; icon?: ReactElement }) {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const { hasCreate } = useResourceDefinition({ resource });
  const { canAccess } = useCanAccess({ action: 'create', resource });
  if (!resource || !hasCreate || !canAccess) return null;
  return (
    <Button component={LinkBase} to={createPath({ resource, type: 'create' })} label={label}>
      {icon}
    </Button>
  );
}
