/**
 * Loaded first by every npm script (`node --import ./scripts/require-node.mjs …`): on a Node
 * older than 24 it stops with one line saying what to install, instead of an
 * ERR_UNKNOWN_FILE_EXTENSION ".ts" from deep inside. Runs before the script's own imports.
 * Plain JavaScript that any Node from 18 on can read.
 */
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split(".")[0]);

if (major < REQUIRED_MAJOR) {
  console.error(
    `This project needs Node ${REQUIRED_MAJOR} or newer, and this is Node ${process.versions.node}. Install it with \`nvm install\` (reads .nvmrc) or from https://nodejs.org, then run the command again.`,
  );
  process.exit(1);
}
