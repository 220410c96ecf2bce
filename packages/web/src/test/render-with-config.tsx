import type { PublicConfig } from '@specwright/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PublicConfigContext } from '../app/config/config-context';
import { testConfig } from './public-config';

/** Renders UI that reads the public configuration, without a server. */
export function renderWithConfig(ui: ReactNode, overrides: Partial<PublicConfig> = {}) {
  return render(<PublicConfigContext value={testConfig(overrides)}>{ui}</PublicConfigContext>);
}
