import type { Environment, EnvironmentVariable } from './environment-schema.js';

type SettingsGroup = Partial<Record<EnvironmentVariable, unknown>>;

function isSet(settings: SettingsGroup, name: EnvironmentVariable): boolean {
  return settings[name] !== undefined;
}

/** All of `names` once any of them is set: the unset ones are missing. */
function allOrNone(settings: SettingsGroup, names: EnvironmentVariable[]): EnvironmentVariable[] {
  const anySet = names.some((name) => isSet(settings, name));
  return anySet ? names.filter((name) => !isSet(settings, name)) : [];
}

function missingLlmSettings(env: Environment): EnvironmentVariable[] {
  if (env.LLM_PROVIDER === undefined) {
    return env.LLM_MODEL !== undefined || env.LLM_API_KEY !== undefined ? ['LLM_PROVIDER'] : [];
  }
  const missing: EnvironmentVariable[] = [];
  if (env.LLM_MODEL === undefined) missing.push('LLM_MODEL');
  if (env.LLM_PROVIDER === 'openai-compatible') {
    if (env.LLM_BASE_URL === undefined) missing.push('LLM_BASE_URL');
  } else if (env.LLM_API_KEY === undefined) {
    missing.push('LLM_API_KEY');
  }
  return missing;
}

/**
 * Settings that are enabled but incomplete, e.g. a Google client id without its secret. The web app shows
 * them on its Configuration Error screen.
 */
export function findMissingSettings(env: Environment): string[] {
  return [
    ...allOrNone(env, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']),
    ...allOrNone(env, ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET']),
    ...allOrNone(env, ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']),
    ...(env.POSTHOG_HOST !== undefined && env.POSTHOG_KEY === undefined ? ['POSTHOG_KEY'] : []),
    ...missingLlmSettings(env),
  ];
}
