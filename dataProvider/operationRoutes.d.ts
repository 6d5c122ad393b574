/** The module vite.config.ts's `operationRoutes` plugin writes; dataProvider/client.ts types what it holds. */
declare module 'virtual:operation-routes' {
  export const routes: Record<string, { method: string; path: string }>;
}
