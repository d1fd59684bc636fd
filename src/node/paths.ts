// Where the Node faces find the package's own files (built lexicons, the web app), wherever it is installed.
import { fileURLToPath } from 'node:url';

/** The package root: this file is compiled to <root>/dist/node/paths.js. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
