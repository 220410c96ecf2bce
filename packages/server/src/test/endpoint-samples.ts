import * as core from '@specwright/core';
import { type Endpoint, endpointUrl } from '@specwright/core';
import { specText } from './assistant.js';

/** A valid call of one endpoint: the values of its path parameters, query and body. */
export interface EndpointSample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * Every endpoint of the API (but better-auth's), grouped as @specwright/core declares them, each with the
 * samples of a valid call by the signed-in user `userId`. An endpoint without path parameters, query or
 * body has none.
 */
export function endpointSamples(userId: string) {
  const requirement = { id: 'R1', description: 'The system shall log every sign-in.' };
  const missingSpec = '00000000-0000-4000-8000-000000000000';
  const scoreBody = {
    analysis_id: 'analysis-1',
    uid: userId,
    user_email: 'ann@example.com',
    filename: 'spec.json',
    requirements: [{ ...requirement, score: '0', score_description: 'Not scored yet', priority: 'high' }],
  };
  const basicBody = {
    selectedColumn: 'description',
    uid: userId,
    review_id: 'review-1',
    requirements: [requirement],
  };
  const task = { params: { taskId: 'no-such-task' } };
  const repository = { name: 'Specs', github_url: 'https://github.com/acme/specs', description: '' };
  const missingRepository = '00000000-0000-4000-8000-000000000000';
  const chatBody = {
    conversationId: null,
    messages: [{ role: 'user', content: 'What does R1 require?' }],
    activeDocumentContext: {
      documentId: 'spec-1',
      format: 'json',
      content: specText(2),
      focusedRequirementId: 'R1',
    },
    uid: userId,
    review_id: 'chat-1',
    user_email: 'ann@example.com',
  };
  return {
    systemEndpoints: { health: [], config: [] },
    specFileEndpoints: {
      template: [{ params: { fileName: 'no-such-template.json' } }],
      example: [{ params: { fileName: 'no-such-example.json' } }],
    },
    accountEndpoints: {
      recordActivity: [
        {
          body: {
            uid: userId,
            review_id: 'review-1',
            action: 'basic_review_completed',
            analysis_type: 'basic',
            total_to_analyze: 1,
            analyzed_requirements: 1,
            accepted_requirements: 1,
            rejected_requirements: 0,
            credits_used: 0,
            llm_analysis_time: 1,
            user_review_time: 1,
          },
        },
      ],
      dashboard: [{ query: { uid: userId } }],
    },
    analyticsEndpoints: {
      recordEvent: [
        { body: { name: 'feature_used', session_id: 'session-1', properties: { feature: 'chat' } } },
      ],
    },
    feedbackEndpoints: {
      submit: [
        {
          body: {
            kind: 'template-request',
            name: 'Ann',
            email: 'ann@example.com',
            message: 'Please add one.',
            templateName: 'Medical devices',
            templateDescription: 'IEC 62304 requirements',
          },
        },
      ],
    },
    scoreEndpoints: {
      run: [{ body: scoreBody }],
      start: [{ body: scoreBody }],
      status: [task],
      cancel: [task],
    },
    basicReviewEndpoints: {
      run: [{ body: basicBody }],
      start: [{ body: basicBody }],
      status: [task],
      cancel: [task],
    },
    advancedReviewEndpoints: {
      run: [{ body: { ...basicBody, user_email: 'ann@example.com' } }],
    },
    chatEndpoints: {
      // A conversation id that is not the caller's answers 404; without one a new conversation starts.
      sendMessage: [{ body: chatBody }, { body: { ...chatBody, conversationId: 'no-such-conversation' } }],
      listConversations: [{ query: { documentId: 'spec-1' } }],
      readConversation: [{ params: { id: 'no-such-conversation' } }],
      deleteConversation: [{ params: { id: 'no-such-conversation' } }],
    },
    repositoryEndpoints: {
      list: [],
      create: [{ body: { ...repository, access_token: 'ghp_sample' } }],
      update: [
        { params: { id: '00000000-0000-4000-8000-000000000000' }, body: { ...repository, access_token: '' } },
      ],
      remove: [{ params: { id: '00000000-0000-4000-8000-000000000000' } }],
    },
    projectEndpoints: {
      tree: [{ params: { id: missingRepository }, query: {} }],
      content: [{ params: { id: missingRepository }, query: { path: 'specs/login.spec.json' } }],
      status: [{ params: { id: missingRepository } }],
      branch: [
        { params: { id: missingRepository }, body: { branch_name: 'feature/x', base_branch: 'main' } },
      ],
      commit: [
        {
          params: { id: missingRepository },
          body: { branch: 'feature/x', commit_message: 'Specs', files: [{ path: 'a.json', content: '{}' }] },
        },
      ],
      pullRequest: [
        { params: { id: missingRepository }, body: { title: 'Specs', head: 'feature/x', base: 'main' } },
      ],
      progress: [{ params: { id: missingRepository } }],
      validateFile: [{ query: { file_type: 'json' }, body: { content: '{}' } }],
    },
    // A valid direct call reaches the forge it names; repositories/direct-routes.test.ts sends them to
    // local test forges, NUL characters included.
    directProjectEndpoints: { connect: [], tree: [], status: [], content: [] },
    apiTokenEndpoints: {
      list: [],
      create: [{ body: { name: 'Command line' } }],
      revoke: [{ params: { id: '00000000-0000-4000-8000-000000000000' } }],
    },
    specEndpoints: {
      list: [],
      create: [
        {
          body: {
            title: 'Sign-in',
            spec: { columns: [{ field: 'description', headerName: 'Description' }], rows: [requirement] },
          },
        },
      ],
      read: [{ params: { id: missingSpec } }],
      rowChange: [{ params: { id: missingSpec, rowId: 'r1' } }],
      update: [
        {
          params: { id: missingSpec },
          body: { version: 1, upsert: [{ ...requirement, rowOrder: 1 }], delete: [] },
        },
      ],
      rename: [{ params: { id: missingSpec }, body: { title: 'Sign-in v2' } }],
      duplicate: [{ params: { id: missingSpec }, body: { title: 'Copy of Sign-in' } }],
      remove: [{ params: { id: missingSpec } }],
      trash: [],
      untrash: [{ params: { id: missingSpec } }],
      versions: [{ params: { id: missingSpec } }],
      saveVersion: [{ params: { id: missingSpec }, body: { name: 'v1.0 approved' } }],
      restoreVersion: [{ params: { id: missingSpec, versionId: missingSpec }, body: { version: 1 } }],
      renameVersion: [
        { params: { id: missingSpec, versionId: missingSpec }, body: { name: 'v1.0 signed off' } },
      ],
      deleteVersion: [{ params: { id: missingSpec, versionId: missingSpec } }],
      diff: [{ params: { id: missingSpec }, query: { from: missingSpec, to: 'current' } }],
      shares: [{ params: { id: missingSpec } }],
      share: [{ params: { id: missingSpec }, body: { expires_in_days: 7 } }],
      revokeShare: [{ params: { id: missingSpec, shareId: missingSpec } }],
      shared: [{ params: { token: 'A'.repeat(43) } }],
    },
    commentEndpoints: {
      list: [{ params: { id: missingSpec } }],
      create: [
        { params: { id: missingSpec }, body: { row_id: 'R1', kind: 'question', body: 'Within which time?' } },
        {
          params: { id: missingSpec },
          body: {
            row_id: 'R1',
            kind: 'proposal',
            body: 'Name the log.',
            field: 'description',
            quote: 'log',
            start: 24,
            end: 27,
            proposed_text: 'The system shall write every sign-in to the audit log.',
          },
        },
      ],
      reply: [{ params: { id: missingSpec, commentId: missingSpec }, body: { body: 'Within 1 second.' } }],
      update: [
        { params: { id: missingSpec, commentId: missingSpec }, body: { status: 'resolved' } },
        { params: { id: missingSpec, commentId: missingSpec }, body: { accepted: true } },
      ],
    },
    inboxEndpoints: {
      list: [],
      read: [{ body: { all: true } }, { body: { ids: [missingSpec] } }],
    },
    reviewEndpoints: {
      list: [{ params: { id: missingSpec } }],
      create: [
        { params: { id: missingSpec }, body: { title: 'Release 1', scope: 'all', approvers: [userId] } },
        {
          params: { id: missingSpec },
          body: {
            title: 'Changes since v1',
            scope: 'changed',
            since_version_id: missingSpec,
            reviewers: [userId],
            approvers: [userId],
            due_date: '2030-01-31',
          },
        },
      ],
      update: [{ params: { id: missingSpec, reviewId: missingSpec }, body: { status: 'cancelled' } }],
      mark: [
        { params: { id: missingSpec, reviewId: missingSpec }, body: { mark: 'approved' } },
        {
          params: { id: missingSpec, reviewId: missingSpec },
          body: { mark: 'needs_changes', row_ids: ['R1'], role: 'reviewer' },
        },
      ],
      signing: [{ params: { id: missingSpec, reviewId: missingSpec } }],
      sign: [
        {
          params: { id: missingSpec, reviewId: missingSpec },
          body: { ticket: 'A'.repeat(43), password: 'correct horse battery', meaning: 'approved' },
        },
      ],
      waiting: [],
    },
    workspaceEndpoints: {
      list: [],
      create: [{ body: { name: 'Payments team' } }],
      read: [{ params: { id: missingSpec } }],
      rename: [{ params: { id: missingSpec }, body: { name: 'Payments' } }],
      remove: [{ params: { id: missingSpec } }],
      invite: [{ params: { id: missingSpec }, body: { email: 'ann@example.com', role: 'editor' } }],
      withdrawInvitation: [{ params: { id: missingSpec, invitationId: missingSpec } }],
      invitation: [{ params: { token: 'A'.repeat(43) } }],
      accept: [{ params: { token: 'A'.repeat(43) } }],
      changeRole: [{ params: { id: missingSpec, userId: 'no-such-user' }, body: { role: 'viewer' } }],
      removeMember: [{ params: { id: missingSpec, userId: 'no-such-user' } }],
      moveSpec: [{ params: { id: missingSpec }, body: { workspace_id: null } }],
    },
    auditEndpoints: {
      list: [
        { params: { id: missingSpec } },
        {
          params: { id: missingSpec },
          query: { action: 'edited', user: userId, row: 'R1', before: '10', limit: '50' },
        },
      ],
      recordExport: [{ params: { id: missingSpec }, body: { format: 'Markdown' } }],
    },
    linkTargetEndpoints: {
      targets: [{ params: { id: missingSpec } }],
      searchRows: [
        { params: { id: missingSpec } },
        { params: { id: missingSpec }, query: { query: 'R1 50%_' } },
      ],
    },
    traceEndpoints: {
      testResults: [{ params: { id: missingSpec } }],
      importTestResults: [
        {
          params: { id: missingSpec },
          body: { name: 'junit.xml', junit: '<testsuite><testcase name="R1 logs sign-ins"/></testsuite>' },
        },
      ],
      codeTrace: [{ params: { id: missingSpec } }],
      scanCode: [
        { params: { id: missingSpec }, body: { repository_id: missingRepository, branch: 'main' } },
        {
          params: { id: missingSpec },
          body: { repository_id: missingRepository, branch: 'main', pattern: 'REQ-\\d+' },
        },
      ],
    },
    mcpEndpoints: {
      message: [{ body: { jsonrpc: '2.0', id: 1, method: 'ping' } }],
    },
    draftEndpoints: {
      generate: [{ body: { kind: 'design', title: 'Spec', document: chatBody.activeDocumentContext } }],
    },
    agentEndpoints: {
      run: [
        {
          body: {
            req_data: {
              columns: [{ field: 'description', headerName: 'Description', editorType: 'textarea' }],
              rows: [{ ...requirement, rowOrder: 1, priority: 'high' }],
            },
            uid: userId,
            review_id: 'agent-1',
            user_instruction: 'Make R1 testable.',
            file_id: 'spec-1',
            user_email: 'ann@example.com',
          },
        },
      ],
    },
    generateEndpoints: {
      tests: [
        {
          body: {
            type: 'unit',
            cases: [
              {
                id: 'TC-001',
                title: requirement.description,
                given: 'a person signs in',
                when: 'the sign-in succeeds',
                outcome: 'the system logs the sign-in',
                kind: 'scenario',
                verifies: ['R1'],
              },
            ],
          },
        },
      ],
    },
  } satisfies { [Group in keyof EndpointGroups]: Record<keyof EndpointGroups[Group], EndpointSample[]> };
}

/** Every group of endpoints @specwright/core exports (`scoreEndpoints`, `chatEndpoints`, …). */
type EndpointGroups = {
  [Name in keyof typeof core as (typeof core)[Name] extends Record<string, Endpoint>
    ? Name
    : never]: (typeof core)[Name];
};

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value
  );
}

/** Every group of endpoints @specwright/core exports, by name. */
export function endpointGroups(): Record<string, Record<string, Endpoint>> {
  const groups: Record<string, Record<string, Endpoint>> = {};
  for (const [name, value] of Object.entries(core)) {
    if (typeof value !== 'object' || value === null) continue;
    const members = Object.values(value);
    if (members.length > 0 && members.every(isEndpoint)) groups[name] = value as Record<string, Endpoint>;
  }
  return groups;
}

export interface SampleCall {
  /** `group.endpoint`, e.g. `scoreEndpoints.run`. */
  name: string;
  endpoint: Endpoint;
  sample: EndpointSample;
}

/** Every sample of every endpoint. */
export function sampleCalls(userId: string): SampleCall[] {
  const samples: Record<string, Record<string, EndpointSample[]>> = endpointSamples(userId);
  const groups = endpointGroups();
  const missing = Object.keys(groups).filter((group) => !(group in samples));
  if (missing.length > 0) throw new Error(`No samples for ${missing.join(', ')}`);
  return Object.entries(groups).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).flatMap(([name, endpoint]) =>
      (samples[group]?.[name] ?? []).map((sample) => ({ name: `${group}.${name}`, endpoint, sample })),
    ),
  );
}

/** The URL of a sample call: its path parameters filled in and its query appended. */
export function sampleUrl(endpoint: Endpoint, sample: EndpointSample): string {
  // endpointUrl's parts are typed per endpoint; a sample's are checked by the calls' own answers.
  const urlOf = endpointUrl as (
    endpoint: Endpoint,
    parts: Pick<EndpointSample, 'params' | 'query'>,
  ) => string;
  return urlOf(endpoint, { params: sample.params, query: sample.query });
}
