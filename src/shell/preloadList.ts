import { matchPath } from 'react-router-dom';
import { dataProvider } from './providers';
import { fetchListEarly } from '../../dataProvider/earlyPages';
import { resourceDefinitions } from '../../resources';
import { linkOf, listPageSize } from '../definitions/types';
import { consoleSettingsQuery } from '../components/useConsoleSettings';
import { queryClient } from '../queryClient';

/**
 * Starts fetching the first page of the list a console address opens, beside its view's chunk:
 * only a list that declares how it opens (`listDefaults`), opened as it opens by default (no
 * parameters in the address, none stored by react-admin from an earlier visit). The page goes into
 * react-admin's query cache, where the list finds it (dataProvider/earlyPages.ts); a list that
 * opens otherwise fetches its own.
 */
export function preloadListAt(pathname: string, search: string) {
  const definition = resourceDefinitions.find(
    (candidate) => candidate.listDefaults && matchPath({ path: linkOf(candidate), end: true }, pathname),
  );
  if (!definition?.listDefaults || search || localStorage.getItem(`RaStore.${definition.name}.listParams`) !== null) return;
  const { listDefaults, name } = definition;
  queryClient
    .fetchQuery(consoleSettingsQuery)
    .then((settings) => {
      const { sort, perPage = listPageSize, filter = {} } = listDefaults(settings);
      return fetchListEarly(queryClient, dataProvider, name, { pagination: { page: 1, perPage }, sort, filter });
    })
    .catch(() => undefined);
}
