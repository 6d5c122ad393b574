import { QueryClient } from '@tanstack/react-query';

/**
 * The console's query cache, made before the first render so that the entry can start the queries
 * every screen needs (src/main.tsx) while the shell loads; react-admin's own would be made with it.
 */
export const queryClient = new QueryClient();
