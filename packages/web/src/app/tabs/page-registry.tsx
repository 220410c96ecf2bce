import { type ComponentType, lazy } from 'react';
import { AboutPage } from '../../features/pages/about/AboutPage';
import { BackgroundPage } from '../../features/pages/background/BackgroundPage';
import { WelcomePage } from '../../features/pages/welcome/WelcomePage';
import { ExamplesPage } from '../../features/templates/ExamplesPage';
import { TemplatesPage } from '../../features/templates/TemplatesPage';
import type { PageId } from '../../state/page-tabs';

// The sign-in form and dashboard (with its chart) load when the sign-in tab is first shown.
const SignInPage = lazy(() =>
  import('../../features/account/SignInPage').then((module) => ({ default: module.SignInPage })),
);

// The Markdown renderer is only loaded when the release notes are opened.
const ReleasesPage = lazy(() =>
  import('../../features/pages/releases/ReleasesPage').then((module) => ({ default: module.ReleasesPage })),
);

// The documentation page carries the quality engine's catalogue: loaded when the page is opened.
const ScoreDocsPage = lazy(() =>
  import('../../features/score/docs/ScoreDocsPage').then((module) => ({ default: module.ScoreDocsPage })),
);

// Repository Management loads when its tab is first shown.
const RepositoriesPage = lazy(() =>
  import('../../features/repositories/RepositoriesPage').then((module) => ({
    default: module.RepositoriesPage,
  })),
);

// The trace matrix report loads when Generate → Traceability first shows it.
const TraceabilityPage = lazy(() =>
  import('../../features/generate/TraceabilityPage').then((module) => ({ default: module.TraceabilityPage })),
);
// My Specs loads when its tab is first shown.
const MySpecsPage = lazy(() =>
  import('../../features/my-specs/MySpecsPage').then((module) => ({ default: module.MySpecsPage })),
);

// Workspaces load when their tab is first shown.
const WorkspacesPage = lazy(() =>
  import('../../features/workspaces/WorkspacesPage').then((module) => ({ default: module.WorkspacesPage })),
);

/** The page component of each page tab built so far; the others arrive with their features. */
export const PAGE_COMPONENTS: Partial<Record<PageId, ComponentType>> = {
  welcome: WelcomePage,
  about: AboutPage,
  releases: ReleasesPage,
  'sign-in': SignInPage,
  background: BackgroundPage,
  'score-analysis-docs': ScoreDocsPage,
  'templates-tab': TemplatesPage,
  'examples-tab': ExamplesPage,
  repositories: RepositoriesPage,
  traceability: TraceabilityPage,
  'my-specs': MySpecsPage,
  workspaces: WorkspacesPage,
};
