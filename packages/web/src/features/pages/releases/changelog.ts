// The root CHANGELOG.md, bundled at build time.
import changelogText from '../../../../../../CHANGELOG.md?raw';

export const CHANGELOG: string = changelogText;
