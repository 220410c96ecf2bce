/**
 * The module a worker thread runs, for a pool defined in the file at `callerUrl`: the compiled `<name>.js`
 * beside it, or, when that file runs from its TypeScript source (the tests), `<name>-from-source.mjs`, a
 * JavaScript entry that compiles `<name>.ts` with tsx and resolves the workspace packages to their sources,
 * as vitest does. The server's own Node options are not passed on: worker threads refuse many of them
 * (e.g. --max-old-space-size, --trace-gc), and would fail every task.
 *
 * The pool first tries `require()` on the entry and then `import()`. Requiring the source entry (an ES
 * module with top-level await) took Node 20's require(esm) path, which once crashed the whole test
 * process ("v8::Module::IsGraphAsync must be used on an instantiated module"): that path is turned off
 * for these threads, so the entry is imported at once.
 */
export function workerModule(callerUrl: string, name: string): { filename: string; execArgv: string[] } {
  if (callerUrl.endsWith('.ts')) {
    return {
      filename: new URL(`./${name}-from-source.mjs`, callerUrl).href,
      execArgv: ['--conditions', 'source', '--no-experimental-require-module'],
    };
  }
  return { filename: new URL(`./${name}.js`, callerUrl).href, execArgv: [] };
}
