#!/usr/bin/env bash
# Builds the DocC documentation of `import CalRender` with the toolchain's own docc (no plugin
# package needed): symbol graphs from the compiler, then `docc convert`. Warnings are errors, so a
# broken link or a symbol that no longer exists fails CI. Output: .build/docs (a static site).
set -euo pipefail
cd "$(dirname "$0")/.."
# A build folder of its own: the compiler writes symbol graphs only for modules it compiles, and
# there the flags never change, so the graphs are as current as the modules.
scratch=.build/docc-build
graphs=$scratch/symbol-graphs
rm -rf .build/docs "$graphs/CalRender"
mkdir -p "$graphs/CalRender"
swift build --scratch-path "$scratch" --target CalRender -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
  -Xswiftc "$PWD/$graphs" >/dev/null
cp "$graphs"/CalRender.symbols.json "$graphs/CalRender/"
docc convert Sources/CalRender/CalRender.docc --fallback-display-name CalRender \
  --fallback-bundle-identifier org.calrender.CalRender --additional-symbol-graph-dir "$graphs/CalRender" \
  --output-path .build/docs --warnings-as-errors
echo "documentation: .build/docs"
