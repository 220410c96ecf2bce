/** Bodies already validated with their route's schema (by the validation worker): not validated again. */
const validatedBodies = new WeakSet<object>();

export function markValidatedBody(value: unknown): void {
  if (typeof value === 'object' && value !== null) validatedBodies.add(value);
}

export const isValidatedBody = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && validatedBodies.has(data);
