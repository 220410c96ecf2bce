import { okResponseSchema } from './account.js';
import { endpoint } from './endpoint.js';
import { rowChangeParamsSchema, rowChangeSchema } from './row-change.js';
import {
  specDiffQuerySchema,
  specDiffSchema,
  specPatchSchema,
  specRestoreSchema,
  specSavedSchema,
  specVersionAnswerSchema,
  specVersionCreateSchema,
  specVersionListSchema,
  specVersionParamsSchema,
} from './spec-changes.js';
import {
  sharedSpecParamsSchema,
  sharedSpecSchema,
  specShareCreatedSchema,
  specShareCreateSchema,
  specShareListSchema,
  specShareParamsSchema,
} from './spec-shares.js';
import {
  specAnswerSchema,
  specCreateSchema,
  specListSchema,
  specParamsSchema,
  specTitleSchema,
  specTrashSchema,
} from './specs.js';

const byId = { params: specParamsSchema } as const;

/** The specs kept in the caller's account: the specs, their versions and their read-only links. */
export const specEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/specs', response: specListSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api/specs',
    body: specCreateSchema,
    response: specAnswerSchema,
  }),
  read: endpoint({ method: 'GET', path: '/api/specs/:id', ...byId, response: specAnswerSchema }),
  update: endpoint({
    method: 'PUT',
    path: '/api/specs/:id',
    ...byId,
    body: specPatchSchema,
    response: specSavedSchema,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/api/specs/:id/title',
    ...byId,
    body: specTitleSchema,
    response: specAnswerSchema,
  }),
  duplicate: endpoint({
    method: 'POST',
    path: '/api/specs/:id/duplicate',
    ...byId,
    body: specTitleSchema,
    response: specAnswerSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/specs/:id', ...byId, response: okResponseSchema }),
  /** Who changed a row last and when (the live channel's edits; anyone who reads the spec). */
  rowChange: endpoint({
    method: 'GET',
    path: '/api/specs/:id/rows/:rowId/change',
    params: rowChangeParamsSchema,
    response: rowChangeSchema,
  }),
  trash: endpoint({ method: 'GET', path: '/api/specs/trash', response: specTrashSchema }),
  untrash: endpoint({ method: 'POST', path: '/api/specs/:id/untrash', ...byId, response: specAnswerSchema }),
  versions: endpoint({
    method: 'GET',
    path: '/api/specs/:id/versions',
    ...byId,
    response: specVersionListSchema,
  }),
  saveVersion: endpoint({
    method: 'POST',
    path: '/api/specs/:id/versions',
    ...byId,
    body: specVersionCreateSchema,
    response: specVersionAnswerSchema,
  }),
  renameVersion: endpoint({
    method: 'PATCH',
    path: '/api/specs/:id/versions/:versionId',
    params: specVersionParamsSchema,
    body: specVersionCreateSchema,
    response: specVersionAnswerSchema,
  }),
  deleteVersion: endpoint({
    method: 'DELETE',
    path: '/api/specs/:id/versions/:versionId',
    params: specVersionParamsSchema,
    response: okResponseSchema,
  }),
  restoreVersion: endpoint({
    method: 'POST',
    path: '/api/specs/:id/versions/:versionId/restore',
    params: specVersionParamsSchema,
    body: specRestoreSchema,
    response: specSavedSchema,
  }),
  diff: endpoint({
    method: 'GET',
    path: '/api/specs/:id/diff',
    ...byId,
    querystring: specDiffQuerySchema,
    response: specDiffSchema,
  }),
  shares: endpoint({ method: 'GET', path: '/api/specs/:id/shares', ...byId, response: specShareListSchema }),
  share: endpoint({
    method: 'POST',
    path: '/api/specs/:id/shares',
    ...byId,
    body: specShareCreateSchema,
    response: specShareCreatedSchema,
  }),
  revokeShare: endpoint({
    method: 'DELETE',
    path: '/api/specs/:id/shares/:shareId',
    params: specShareParamsSchema,
    response: okResponseSchema,
  }),
  /** A read-only link: no sign-in. */
  shared: endpoint({
    method: 'GET',
    path: '/api/shared/:token',
    params: sharedSpecParamsSchema,
    response: sharedSpecSchema,
  }),
};
