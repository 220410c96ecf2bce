import { isMacPlatform } from '../actions/shortcuts';

/** Whether shortcuts use Cmd (macOS) rather than Ctrl; read once at start-up. */
export const IS_MAC = isMacPlatform();
