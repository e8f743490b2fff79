import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { PublicConfig } from '@serendip/protocol';
import { useApiQuery } from '../api/queries';
import { configQuery } from './sessionQueries';

/** The server's public runtime configuration (GET /api/config); null until it has loaded. */
export const ConfigContext = createContext<PublicConfig | null>(null);

export function ConfigProvider({ children }: { children: ReactNode }) {
  const { data, error } = useApiQuery(configQuery);

  useEffect(() => {
    if (error) console.error('Failed to load configuration.', error);
  }, [error]);

  return <ConfigContext.Provider value={data ?? null}>{children}</ConfigContext.Provider>;
}

export function useConfig(): PublicConfig | null {
  return useContext(ConfigContext);
}
