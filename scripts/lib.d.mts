// Types of what the benches import from lib.mjs (the scripts themselves are plain JavaScript).
export const ROOT: string;
export const SERVER_NODE_ARGS: string[];
export const SERVER_MAIN: string;
export function ensureServerBuild(opts?: { force?: boolean }): Promise<void>;
