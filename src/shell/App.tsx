import { type ComponentType, lazy, Suspense } from 'react';
import { CustomRoutes, Loading, Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { definitions, resourceDefinitions } from '../../resources';
import { type Definition, type LazyView, linkOf, type ResourceDefinition } from '../definitions/types';
import { HistoryPanel } from '../audit/lazyHistoryPanel';
import { EditorialPanel } from '../components/editorial/lazyEditorialPanel';
import { RevisionsPanel } from '../components/revisions/lazyRevisionsPanel';
import { AccessGuard } from '../components/AccessGuard';
import { RecordGuard } from '../components/RecordGuard';
import { ConsoleAdmin } from './ConsoleAdmin';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { accountPaths } from './pages/openPaths';
import type { ResourceOptions } from '../definitions/useDefinitions';
import { resourceFallbackRoutes } from './pages/resourceFallbackRoutes';

// The pages of the e-mail links are rarely opened: loaded on demand, out of the first load.
const VerifyEmailPage = lazy(() => import('./pages/account/VerifyEmailPage'));
const ForgotPasswordPage = lazy(() => import('./pages/account/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/account/ResetPasswordPage'));
// Routes without the layout have no Suspense of react-admin's around them.
const onDemand = (Page: ComponentType) => (
  <Suspense fallback={<Loading />}>
    <Page />
  </Suspense>
);

/** A view behind the access guard of its definition, checked before a lazy view loads its chunk. */
function guarded(definition: Definition, View: ComponentType | undefined) {
  if (!View) return undefined;
  return function GuardedView() {
    return (
      <AccessGuard access={definition.access}>
        <View />
      </AccessGuard>
    );
  };
}

/**
 * An edit or show view: guarded, a not-found page in its place when its record is unknown, above
 * it the record's publication panel when the definition has `editorial`, and below it the
 * record's History panel when the definition names its audit resource, then its Revisions panel
 * when it has `editorial` too.
 */
function guardedRecord(definition: ResourceDefinition, View: LazyView | undefined) {
  if (!View) return undefined;
  const listPath = linkOf(definition);
  const { audit, editorial } = definition;
  return guarded(definition, function RecordView() {
    return (
      <RecordGuard listPath={listPath}>
        {editorial && (
          <Suspense fallback={null}>
            <EditorialPanel audit={audit} />
          </Suspense>
        )}
        <View />
        {audit && (
          // Its own boundary: the page does not wait for the panel's chunk.
          <Suspense fallback={null}>
            <HistoryPanel audit={audit} />
          </Suspense>
        )}
        {editorial && audit && (
          <Suspense fallback={null}>
            <RevisionsPanel audit={audit} />
          </Suspense>
        )}
      </RecordGuard>
    );
  });
}

/** Each resource's definition, handed to react-admin as its `options`: what shared components read (src/definitions/useDefinitions.ts). */
const resourceOptions = new Map<string, ResourceOptions>(resourceDefinitions.map((definition) => [definition.name, { definition }]));

export function App() {
  return (
    <ConsoleAdmin>
      {resourceDefinitions.map((definition) => (
        <Resource
          key={definition.name}
          name={definition.name}
          list={definition.listPath ? undefined : guarded(definition, definition.list)}
          create={guarded(definition, definition.create)}
          edit={guardedRecord(definition, definition.edit)}
          show={guardedRecord(definition, definition.show)}
          recordRepresentation={definition.recordRepresentation}
          options={resourceOptions.get(definition.name)}
        >
          {resourceFallbackRoutes(definition)}
        </Resource>
      ))}
      {/* The pages of the e-mail links: no sign-in, no layout (react-admin renders them whatever the auth state). */}
      <CustomRoutes noLayout>
        <Route path={accountPaths.verifyEmail} element={onDemand(VerifyEmailPage)} />
        <Route path={accountPaths.forgotPassword} element={onDemand(ForgotPasswordPage)} />
        <Route path={accountPaths.resetPassword} element={onDemand(ResetPasswordPage)} />
      </CustomRoutes>
      <CustomRoutes>
        {definitions.map((definition) => {
          if (definition.kind === 'page') {
            const Page = guarded(definition, definition.page)!;
            return <Route key={definition.path} path={`/${definition.path}`} element={<Page />} />;
          }
          if (!definition.listPath) return null;
          const List = guarded(definition, definition.list)!;
          return (
            <Route
              key={definition.listPath}
              path={`/${definition.listPath}`}
              element={
                <ResourceContextProvider value={definition.name}>
                  <List />
                </ResourceContextProvider>
              }
            />
          );
        })}
        <Route path="/access-denied" element={<AccessDeniedPage />} />
      </CustomRoutes>
    </ConsoleAdmin>
  );
}
