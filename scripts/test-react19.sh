#!/usr/bin/env bash
# `npm run test:react19`: the unit and browser tests on React 19.3, the React
# the next Docusaurus major requires, in a temporary copy of this repository
# (the working tree stays on React 18.3). Installs like the README's test
# command, then swaps React and its types, and runs the type check, the unit
# tests and the production build with the browser tests. The copy is removed
# afterwards unless KEEP=1 (its path is printed).
set -euo pipefail
cd "$(dirname "$0")/.."
copy="$(mktemp -d)/site"
[ "${KEEP:-}" = 1 ] || trap 'rm -rf "$(dirname "$copy")"' EXIT
git clone --quiet --no-hardlinks "$PWD" "$copy"
cd "$copy"
echo "React 19.3 copy: $copy"
npm install --no-audit --no-fund
npm install --no-audit --no-fund --save-exact \
  react@19.3.1 react-dom@19.3.1 @types/react@19.3.3 @types/react-dom@19.3.0
npm run typecheck
npm run test:unit
E2E_PORT="${E2E_PORT:-3170}" npm run test:e2e
