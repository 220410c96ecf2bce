import type { PublicConfig } from '@specwright/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderWithConfig } from '../../test/render-with-config';

/** Renders account UI with the public configuration and a fresh query client (no retries). */
export function renderAccount(ui: ReactNode, config: Partial<PublicConfig> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithConfig(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, config);
}
