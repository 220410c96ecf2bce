import { JUNIT_MESSAGES, traceEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, usesApiToken } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import type { TestResultsService } from './test-results-service.js';

const tags = ['trace'];

/**
 * A report is read as text up to 50 MB (`parseJunit` refuses more, with the product's words); sent as JSON,
 * its escaped quotes and line breaks take more bytes than the file.
 */
const TEST_RESULTS_BODY_LIMIT = 64 * 1024 * 1024;

/** The name of a report posted as XML without `?name=`. */
export const DEFAULT_REPORT_NAME = 'test-results.xml';

function reportName(query: unknown): string {
  const given = typeof query === 'object' && query !== null ? (query as { name?: unknown }).name : undefined;
  return typeof given === 'string' ? given : DEFAULT_REPORT_NAME;
}

/**
 * `GET` and `POST /api/specs/{id}/test-results`: the last run, and importing a JUnit report, as JSON from
 * the app or as the report itself (`application/xml`, `text/xml`) from CI with a personal API token.
 */
export const testResultsRoutes: FastifyPluginAsyncZod<{ results: TestResultsService }> = async (
  app,
  { results },
) => {
  // Only this plugin's routes take XML.
  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (request, body, done) => {
    done(null, { name: reportName(request.query), junit: body });
  });

  app.route({
    ...endpointRoute(traceEndpoints.testResults, {
      tags,
      summary: "The spec's last imported test run and what it says of each requirement",
      errors: [400, 401, 404],
    }),
    handler: async (request) => results.last(await requireUser(request), request.params.id),
  });

  app.route({
    ...endpointRoute(traceEndpoints.importTestResults, {
      tags,
      summary:
        'Imports JUnit XML test results (JSON {name, junit}, or the XML itself with ?name=): each requirement passed, failed or untested',
      errors: [400, 401, 403, 404, 413, 503],
    }),
    bodyLimit: TEST_RESULTS_BODY_LIMIT,
    config: { bodyTooLargeMessage: JUNIT_MESSAGES.tooLarge },
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      const source = usesApiToken(request) ? 'api' : 'upload';
      const imported = await results.import(actor, request.params.id, { ...request.body, source });
      reply.code(201);
      return imported;
    },
  });
};
