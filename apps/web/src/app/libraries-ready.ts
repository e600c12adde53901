import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The query cache of the providers around a component, or null outside them (the layout and
 * home page are drawn without them, decision 034). A plain React context, so reading it loads
 * neither Mantine nor TanStack Query.
 */
export const LibrariesReady = createContext<QueryClient | null>(null);
