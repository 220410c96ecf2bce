import * as fs from 'node:fs';
import { basename, dirname } from 'node:path';

const LOOSE_OBJECT = /[\\/]objects[\\/][0-9a-f]{2}[\\/][0-9a-f]{38}$/;

/** An ENOENT made once: building one per missing file (a stack each) was a tenth of a scan. */
const missing: NodeJS.ErrnoException = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });

const readOnly = async (): Promise<never> => {
  throw new Error('A code scan does not write to the clone.');
};

/**
 * A file system for isomorphic-git to read a clone through in a git worker thread while nothing writes to it
 * (the clone's queue holds it): each call made synchronously, as a trip through libuv's thread pool per
 * object read was most of a 10,000-file code scan; folder listings kept, so a loose object that is not
 * there is known without asking the disk. Only for worker threads: it holds its own thread.
 */
export function readOnlyWorkerFs() {
  const listings = new Map<string, Set<string> | null>();
  const listing = (folder: string) => {
    if (!listings.has(folder)) {
      listings.set(folder, fs.existsSync(folder) ? new Set(fs.readdirSync(folder)) : null);
    }
    return listings.get(folder) ?? null;
  };
  return {
    promises: {
      readFile: async (path: string, options?: { encoding?: BufferEncoding } | BufferEncoding) => {
        if (LOOSE_OBJECT.test(path) && !listing(dirname(path))?.has(basename(path))) throw missing;
        return fs.readFileSync(path, options);
      },
      readdir: async (path: string) => {
        const names = listing(path);
        if (names === null) throw missing;
        return [...names];
      },
      stat: async (path: string) => fs.statSync(path),
      lstat: async (path: string) => fs.lstatSync(path),
      readlink: async (path: string) => fs.readlinkSync(path),
      writeFile: readOnly,
      unlink: readOnly,
      mkdir: readOnly,
      rmdir: readOnly,
      symlink: readOnly,
      chmod: readOnly,
    },
  };
}
