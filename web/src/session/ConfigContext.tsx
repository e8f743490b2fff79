import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PublicConfig } from '@serendip/protocol';
import { api } from '../api/http';

/** The server's public runtime configuration (GET /api/config); null until it has loaded. */
export const ConfigContext = createContext<PublicConfig | null>(null);

export function ConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<PublicConfig | null>(null);

  useEffect(() => {
    let active = true;
    api
      .get('/api/config')
      .then((loaded) => {
        if (active) setConfig(loaded);
      })
      .catch((error: unknown) => console.error('Failed to load configuration.', error));
    return () => {
      active = false;
    };
  }, []);

  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): PublicConfig | null {
  return useContext(ConfigContext);
}
