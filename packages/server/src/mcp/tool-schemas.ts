import { specText } from '@specwright/core';
import { z } from 'zod';

/** The input of each MCP tool (the arguments an agent sends), described for the agent. */

const requirementId = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe('The requirement id: the row id, or the ID shown in the spec’s ID column (e.g. REQ-7)');

export const listShape = {
  filters: z
    .record(z.string(), z.union([z.string(), z.array(z.string())]))
    .optional()
    .describe(
      'Column values to keep, e.g. {"priority": "high", "status": ["open", "blocked"]} (case-insensitive)',
    ),
  bands: z
    .array(z.enum(['high', 'medium', 'low', 'unscored']))
    .optional()
    .describe('Score bands to keep: high 80–100, medium 50–79, low under 50, unscored'),
  include_structure: z.boolean().default(false).describe('Also list chapter, context and comment rows'),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(500).default(100),
};
export const listSchema = z.object(listShape);
export type ListInput = z.output<typeof listSchema>;

export const getShape = { id: requirementId };
export const getSchema = z.object(getShape);
export type GetInput = z.output<typeof getSchema>;

export const searchShape = {
  query: z
    .string()
    .max(1000)
    .describe('Words and "quoted phrases"; a match holds at least one word and every phrase'),
  limit: z.number().int().min(1).max(200).default(20),
};
export const searchSchema = z.object(searchShape);
export type SearchInput = z.output<typeof searchSchema>;

export const setStatusShape = {
  id: requirementId,
  status: specText()
    .trim()
    .min(1)
    .max(200)
    .describe('The implementation status, e.g. "in progress" or "done"'),
};
export const setStatusSchema = z.object(setStatusShape);
export type SetStatusInput = z.output<typeof setStatusSchema>;

export const analyzeShape = {
  id: requirementId.optional(),
  text: z.string().max(10_000).optional().describe('A requirement text to analyse instead of a row'),
};
export const analyzeSchema = z
  .object(analyzeShape)
  .refine((input) => (input.id === undefined) !== (input.text === undefined), {
    message: 'Give either id or text, not both.',
  });
export type AnalyzeInput = z.output<typeof analyzeSchema>;
