#!/usr/bin/env node
// No feature imports another feature's components: a file under packages/web/src/features/<a>/ must not
// import a .tsx module from packages/web/src/features/<b>/ (b ≠ a). What two features share moves to
// packages/web/src/ui/. Types, hooks and pure functions (.ts modules) may still be shared.
// Prints one line per offending import and exits with 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = join(root, 'packages/web/src/features');

/** Static imports and re-exports (`from '…'`, `import '…'`) and dynamic `import('…')`. */
const IMPORT_SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The feature a path belongs to (its first folder under features/), or null outside features/. */
function featureOf(path) {
  const inside = relative(featuresDir, path);
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

const offences = [];
for (const file of sourceFiles(featuresDir)) {
  const feature = featureOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT_SPECIFIERS)) {
    const specifier = match[1];
    const component = componentModule(file, specifier);
    if (!component) continue;
    const other = featureOf(component);
    if (other === null || other === feature) continue;
    const line = text.slice(0, match.index).split('\n').length;
    offences.push(
      `${relative(root, file)}:${line}: imports '${specifier}', a component of the ${other} feature (move what both use to packages/web/src/ui/)`,
    );
  }
}

for (const offence of offences) console.log(offence);
if (offences.length > 0) process.exit(1);
