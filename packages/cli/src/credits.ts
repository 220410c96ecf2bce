import {
  type EnvironmentVariables,
  grantCredits,
  loadConfig,
  MAX_CREDIT_CHANGE,
  readProcessEnvironment,
} from '@specwright/server';
import type { CliIo } from './cli-io.js';

export const CREDITS_USAGE = `Usage: specwright credits grant <email> <credits> [--reason <text>]

Adds credits to the account with that email in the configured database (DATABASE_URL, or the embedded
database in DATA_DIR: stop the server first) and prints the new balance.
`;

export const DEFAULT_GRANT_REASON = 'granted by the operator';

function parseAmount(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const amount = Number(text);
  return amount >= 1 && amount <= MAX_CREDIT_CHANGE ? amount : null;
}

/** Positionals and `--reason <text>` / `--reason=<text>`; anything else (even `-3`) is a positional. */
function parseCreditsArgs(args: string[]): { reason: string | undefined; positionals: string[] } {
  const positionals: string[] = [];
  let reason: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--reason') {
      reason = args[index + 1];
      index += 1;
    } else if (arg.startsWith('--reason=')) {
      reason = arg.slice('--reason='.length);
    } else {
      positionals.push(arg);
    }
  }
  return { reason, positionals };
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n', 1)[0] ?? 'Unknown error';
}

/** `specwright credits grant <email> <n>`; returns the exit code (0 done, 1 failed, 2 bad usage). */
export async function creditsCommand(
  args: string[],
  io: CliIo,
  env: EnvironmentVariables = readProcessEnvironment(),
): Promise<number> {
  const { reason: givenReason, positionals } = parseCreditsArgs(args);
  const [action, email, amountText] = positionals;
  if (action !== 'grant' || !email || !amountText || positionals.length > 3) {
    io.err(CREDITS_USAGE);
    return 2;
  }
  const amount = parseAmount(amountText);
  if (amount === null) {
    io.err(
      `The number of credits must be a whole number from 1 to ${MAX_CREDIT_CHANGE}, not "${amountText}".`,
    );
    return 2;
  }
  const reason = givenReason?.trim() || DEFAULT_GRANT_REASON;
  try {
    const balance = await grantCredits(loadConfig(env), email, amount, reason);
    io.out(`Granted ${amount} credits to ${email}. New balance: ${balance}.\n`);
    return 0;
  } catch (error) {
    io.err(messageOf(error));
    return 1;
  }
}
