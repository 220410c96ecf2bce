#!/usr/bin/env node
// The web app's floors, checked on its sources (packages/web/src); prints one line per offence and exits
// with 1 when there is any:
// - No feature imports another feature's components: a file under features/<a>/ must not import a .tsx
//   module from features/<b>/ (b ≠ a). What two features share moves to ui/. Types, hooks and pure
//   functions (.ts modules) may still be shared.
// - actions/ sits below the features and the app shell: nothing in actions/ imports features/ or app/, not
//   even a type. A feature declares its actions (features/<a>/*-actions.ts); app/ composes and installs them.
// - A file named *-wiring.ts is a feature's wiring to the app's stores: it imports a store (a `use…Store`),
//   the dialog store (`openDialog`/`closeDialog`) or the API client (api/); a file that does not is misnamed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Static imports and re-exports (`from '…'`, `import '…'`) and dynamic `import('…')`. */
const IMPORT_SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
/** An import statement with its clause (`import { a, type B } from '…'`), for the names it binds. */
const IMPORT_CLAUSES = /\bimport\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
const WIRING_NAMES = /^(use[A-Za-z]*Store|openDialog|closeDialog|runAction)$/;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The first folder of a path under `dir`, or null outside it. */
function folderUnder(dir, path) {
  const inside = relative(dir, path);
  if (inside.startsWith('..') || inside === '') return null;
  return inside.split(sep)[0];
}

/** The component module a relative specifier names, or null when it is not a .tsx file. */
function componentModule(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(file), specifier);
  if (target.endsWith('.tsx') && existsSync(target)) return target;
  if (existsSync(`${target}.tsx`)) return `${target}.tsx`;
  if (existsSync(join(target, 'index.tsx'))) return join(target, 'index.tsx');
  return null;
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** The names an import clause binds at run time (`type` imports left out). */
function valueNames(clause) {
  const named = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
  const names = named
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0].trim());
  const defaultName = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim()
    .split(/\s+/)[0];
  return defaultName && defaultName !== '*' ? [...names, defaultName] : names;
}

function componentOffences(webSrc, file, text, display) {
  const featuresDir = join(webSrc, 'features');
  const feature = folderUnder(featuresDir, file);
  if (feature === null) return [];
  const offences = [];
  for (const match of text.matchAll(IMPORT_SPECIFIERS)) {
    const specifier = match[1];
    const component = componentModule(file, specifier);
    if (!component) continue;
    const other = folderUnder(featuresDir, component);
    if (other === null || other === feature) continue;
    offences.push(
      `${display}:${lineOf(text, match.index)}: imports '${specifier}', a component of the ${other} feature (move what both use to packages/web/src/ui/)`,
    );
  }
  return offences;
}

function floorOffences(webSrc, file, text, display) {
  if (folderUnder(webSrc, file) !== 'actions') return [];
  const offences = [];
  for (const match of text.matchAll(IMPORT_SPECIFIERS)) {
    const specifier = match[1];
    if (!specifier.startsWith('.')) continue;
    const floor = folderUnder(webSrc, resolve(dirname(file), specifier));
    if (floor !== 'features' && floor !== 'app') continue;
    offences.push(
      `${display}:${lineOf(text, match.index)}: imports '${specifier}' from ${floor}/, above actions/ (a feature declares its actions in its own *-actions.ts; app/ composes and installs them)`,
    );
  }
  return offences;
}

function wiresSomething(webSrc, file, text) {
  for (const match of text.matchAll(IMPORT_CLAUSES)) {
    const [, typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    if (valueNames(clause).some((name) => WIRING_NAMES.test(name))) return true;
    if (specifier.startsWith('.') && folderUnder(webSrc, resolve(dirname(file), specifier)) === 'api') {
      return true;
    }
  }
  return false;
}

function wiringOffences(webSrc, file, text, display) {
  if (!file.endsWith('-wiring.ts') || wiresSomething(webSrc, file, text)) return [];
  return [
    `${display}: is named *-wiring.ts but wires nothing (a feature's wiring imports a store's use…Store, openDialog/closeDialog, runAction or the API client in api/; rename a plain module)`,
  ];
}

/** Every offence against the floors in a web app's sources, one line each, paths shown from `root`. */
export function findOffences(webSrc, root = webSrc) {
  return sourceFiles(webSrc).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const display = relative(root, file);
    return [
      ...componentOffences(webSrc, file, text, display),
      ...floorOffences(webSrc, file, text, display),
      ...wiringOffences(webSrc, file, text, display),
    ];
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const offences = findOffences(join(root, 'packages/web/src'), root);
  for (const offence of offences) console.log(offence);
  if (offences.length > 0) process.exit(1);
}
