import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/createDataProvider';

/** react-admin's dataProvider with the console's `action` for calls beyond CRUD. */
export const useConsoleDataProvider = () => useDataProvider<ConsoleDataProvider>();
