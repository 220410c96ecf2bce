import type { PublicConfig } from '@specwright/core';
import { createContext, useContext } from 'react';

export const PublicConfigContext = createContext<PublicConfig | null>(null);

/** The loaded public configuration; only usable below `ConfigGate`, which renders nothing else until it has one. */
export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig must be used below ConfigGate');
  return config;
}
