import type { Tab } from './tab';

/** The fixed ids of the product's page tabs (docs/product-rules.md, "Screens"). */
export const PAGE_IDS = [
  'welcome',
  'about',
  'releases',
  'sign-in',
  'repositories',
  'my-specs',
  'workspaces',
  'score-analysis-docs',
  'templates-tab',
  'examples-tab',
  'background',
  'traceability',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

const PAGE_TITLES: Record<PageId, string> = {
  welcome: 'Welcome',
  about: 'About',
  releases: 'Release Notes',
  'sign-in': 'Sign In',
  repositories: 'Repositories',
  'my-specs': 'My Specs',
  workspaces: 'Workspaces',
  'score-analysis-docs': 'Score Analysis',
  'templates-tab': 'Templates',
  'examples-tab': 'Examples',
  background: 'Background',
  traceability: 'Traceability',
};

export function isPageId(id: string): id is PageId {
  return (PAGE_IDS as readonly string[]).includes(id);
}

/** The tab that shows a page; the templates page has its own tab type. */
export function pageTab(id: PageId): Tab {
  return { id, title: PAGE_TITLES[id], type: id === 'templates-tab' ? 'templatesPage' : 'page' };
}
