import { pageTab } from '../state/page-tabs';
import { type AnyAction, always } from './action-types';

export const helpActions = [
  {
    id: 'help.welcome',
    label: 'Welcome',
    isEnabled: always,
    run: ({ tabSet }) => tabSet.openTab(pageTab('welcome')),
  },
  {
    id: 'help.releases',
    label: 'Release Notes',
    isEnabled: always,
    run: ({ tabSet }) => tabSet.openTab(pageTab('releases')),
  },
  {
    id: 'help.about',
    label: 'About',
    isEnabled: always,
    run: ({ tabSet }) => tabSet.openTab(pageTab('about')),
  },
] as const satisfies readonly AnyAction[];
