#!/usr/bin/env bash
# Builds the DocC documentation of `import CalRender` with the toolchain's own docc (no plugin
# package needed): the symbol graph of the built module from the compiler's extractor (`swift
# symbolgraph-extract`, as PublicDocumentationTests reads it), then `docc convert`. Warnings are
# errors, so a broken link or a symbol that no longer exists fails CI. Output: .build/docs (a static
# site). The module is the debug build's (`swift build`, which after `swift test` has nothing to do):
# a build of its own with the compiler writing the graphs cost CI a second debug build of the library.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target CalRender >/dev/null
# .build/debug is a link to .build/<triple>/debug: the extractor needs that triple.
build=$(readlink -f .build/debug)
triple=$(basename "$(dirname "$build")")
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
shims=()
for shim in CICUShim CICalShim CCairoShim CProcessor; do
  shims+=(-Xcc "-fmodule-map-file=$build/$shim.build/module.modulemap" -Xcc -I -Xcc "$PWD/Sources/$shim/include")
done
swift symbolgraph-extract -module-name CalRender -target "$triple" -I "$build/Modules" \
  -minimum-access-level public -experimental-allowed-reexported-modules=CalendarModel,CalendarCore \
  -output-dir "$graphs" "${shims[@]}"
# The types CalRender re-exports (`@_exported import CalendarModel`) are part of its API, as the
# compiler's own graph has them; only the module's graph: the extension graphs (CalRender@Swift…)
# were never part of the catalog.
mkdir "$graphs/CalRender"
mv "$graphs/CalRender.symbols.json" "$graphs/CalRender/"
rm -rf .build/docs
docc convert Sources/CalRender/CalRender.docc --fallback-display-name CalRender \
  --fallback-bundle-identifier org.calrender.CalRender --additional-symbol-graph-dir "$graphs/CalRender" \
  --output-path .build/docs --warnings-as-errors
echo "documentation: .build/docs"
