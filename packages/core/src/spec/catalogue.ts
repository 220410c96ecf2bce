/** The spec files the product ships: served from `GET /template/{fileName}` and `GET /{fileName}`. */
export interface ShippedSpec {
  readonly fileName: string;
  readonly title: string;
  readonly description: string;
}

export const TEMPLATES: readonly ShippedSpec[] = [
  {
    fileName: 'blank-spec.json',
    title: 'Blank spec',
    description: 'An empty specification with the standard columns: ID, requirement, type, priority, status.',
  },
  {
    fileName: 'saas-landing-page.json',
    title: 'SaaS landing page',
    description: 'Requirements for a B2B product landing page: hero, benefits, pricing, sign-up and quality.',
  },
  {
    fileName: 'personal-landing-page.json',
    title: 'Personal landing page',
    description: 'A one-page personal site: introduction, selected work, contact form and page weight.',
  },
  {
    fileName: 'score-analysis-page.json',
    title: 'Score analysis page',
    description: 'Sample requirements with score columns, ready for Analyze → Score Analysis.',
  },
];

export const EXAMPLES: readonly ShippedSpec[] = [
  {
    fileName: 'taskflow-example.json',
    title: 'TaskFlow — team task manager',
    description:
      'A realistic specification of 42 requirements in six chapters, with comments and select columns.',
  },
];
