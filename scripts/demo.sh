#!/bin/sh
# demo.sh - install what the build needs, build uniform, and run the
# census on the bundled examples/ tree.
set -eu
cd "$(dirname "$0")/.."
sh scripts/deps.sh build
make -s uniform
./uniform census examples
