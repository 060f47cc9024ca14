// swift-tools-version:6.1
import PackageDescription

// Adopters: SwiftPM refuses unsafe flags from a version-pinned dependency. Checked out as one (its
// folder in a `checkouts` directory: SwiftPM's .build/checkouts, Xcode's SourcePackages/checkouts)
// the package passes none: the same code and output, without calrender's own start-up tuning below.
let checkedOutAsDependency = Context.packageDirectory.contains("/checkouts/")

// Cold start (docs/cold-start.md): the command is linked by lld with the code and data a start
// touches placed together (the symbol ordering file scripts/cold_start_order.py writes), so a start
// faults in a few 64 KB windows of the binary instead of dozens, and with its ~27 000 relative
// relocations packed (DT_RELR, glibc 2.36) instead of 650 KB of RELA entries for the loader to read,
// exporting none of its 3 600 symbols (nothing loads against the command; each library's lookups
// would search them first).
let coldStartLinking = LinkerSetting.unsafeFlags(
  [
    "-use-ld=lld", "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/calrender/cold-start.order",
    "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--no-export-dynamic",
  ], .when(platforms: [.linux]))

// Data flows one way (STYLE.md): the command → CalRender (the library's front door) → the layout
// stage → the model → renderers. ICU and libical sit behind protocols of the model, each reached
// through a C shim that is the only code including their headers.
let package = Package(
  name: "calrender",
  // The lowest versions the code needs (docs/providers.md, "Platforms"): the Foundation provider's
  // `Locale.Language`, `Locale.numberingSystem` and `TimeZone.gmt`. Locks are pthread mutexes
  // (`Locked`), not `Synchronization.Mutex`, which alone would ask for macOS 15 / iOS 18.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],

  products: [
    // `import CalRender`: the request, the renderer, the model.
    .library(name: "CalRender", targets: ["CalRender"]),
    .executable(name: "calrender", targets: ["calrender"]),
    // The command's logic and the events readers as a library, for the harnesses of Fuzz/.
    .library(name: "CalRenderCLI", targets: ["CalRenderCLI", "CalendarEvents"]),
    .executable(name: "calrender-bench", targets: ["calrender-bench"]),
  ],
  // The providers of locale facts (docs/providers.md). An adopter without libicu depends on
  // calrender with `traits: ["Foundation"]` (and without "ICU" and "Libical"); the command is built
  // with the defaults, and links no Foundation.
  traits: [
    .default(enabledTraits: ["ICU", "Libical"]),
    .trait(name: "ICU", description: "The ICU provider over the system libicu: the default provider."),
    .trait(name: "Libical", description: "iCalendar (.ics) events input through libical."),
    .trait(
      name: "Foundation",
      description: "The Foundation provider over the toolchain's Foundation: the default provider without ICU."),
  ],  targets: [
    // The command: argv and environment → one request → renderer → exit code.
    .executableTarget(
      name: "calrender", dependencies: ["CalRenderCLI", "CStartArguments"], exclude: ["cold-start.order"],
      linkerSettings: checkedOutAsDependency ? [] : [coldStartLinking]),
    // The command line from glibc's call of the executable's constructors, for the standard
    // library's `CommandLine` (linked statically, it would read /proc/self/maps on every start).
    .target(name: "CStartArguments"),
    // Everything the command does, callable in-process: only through the library's front door
    // (its subcommands too: LocaleCatalog, pattern and lint answers, LibraryVersions), with the
    // getopt reading and `--compat cal`'s grammar.
    .target(name: "CalRenderCLI", dependencies: ["CalRender", "CalCompat", "Getopt"]),
    // The library's front door: requests, the renderer, events from files, defaults.
    .target(
      name: "CalRender",
      dependencies: [
        "CalendarModel", "CalendarLayout", .target(name: "CalendarICU", condition: .when(traits: ["ICU"])),
        .target(name: "CalendarFoundation", condition: .when(traits: ["Foundation"])), "CalendarEvents",
        "CalendarRenderers", "CalendarPrint", "LocaleOverlays", "PatternLint", "CalendarHolidays",
      ]),
    // The layout stage: builds and decorates documents (pure Swift; ICU through the model's protocols;
    // the sky from CalendarSky, computed once a document).
    .target(name: "CalendarLayout", dependencies: ["CalendarModel", "CalendarSky"]),
    // Renderers: the model in, bytes out.
    .target(name: "CalendarRenderers", dependencies: ["CalendarModel", "PatternLint"]),
    // PDF and PNG: the document laid out for paper (or a panel) and drawn with Cairo and Pango.
    .target(name: "CalendarPrint", dependencies: ["CalendarModel", "CalendarRenderers", "CCairoShim"]),
    // Cairo and Pango behind a C shim. Not linked: the shim opens them with dlopen when a PDF or PNG
    // is first drawn, so that a text start never loads them (nor GLib, fontconfig, HarfBuzz, libpng).
    .target(name: "CCairoShim"),
    // Pure Swift: the document (grids, days, decorations), the picker's state, byte sinks and the
    // provider protocols every locale fact comes through.
    .target(name: "CalendarModel", dependencies: ["CalendarCore"]),
    // Swift (and one C call, CProcessor): the calendar engine (Julian days, calendar systems, their
    // month arithmetic, the month tables and corrections beside the calendars they belong to), and
    // the locks and per-processor caches the other targets share.
    .target(name: "CalendarCore", dependencies: ["CProcessor"]),
    // One C call: the processor a thread runs on (sched_getcpu), for the per-processor caches.
    .target(name: "CProcessor"),
    // The Swift face of ICU: locale facts, calendar arithmetic, formatting.
    .target(name: "CalendarICU", dependencies: ["CICUShim", "CalendarModel"], plugins: ["GeneratePatternTable"]),
    // Makes CalendarICU's pattern table from the system ICU at build time (PatternTable).
    .executableTarget(
      name: "pattern-table-generator", dependencies: ["CICUShim", "CalendarModel"], path: "Sources/PatternTableGenerator"),
    .plugin(name: "GeneratePatternTable", capability: .buildTool(), dependencies: ["pattern-table-generator"]),
    // The only code that includes ICU's headers (see STYLE.md).
    .target(
      name: "CICUShim",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
    ),
    // Events: the JSON events list and iCalendar.
    .target(
      name: "CalendarEvents",
      dependencies: ["CalendarModel", .target(name: "CICalShim", condition: .when(traits: ["Libical"]))]),
    // libical behind a C shim (the only file that includes its headers). Not linked: the shim opens
    // libical.so.3 with dlopen when a file is first parsed, so that a start without --events never loads it.
    .target(name: "CICalShim"),
    // The date-pattern linter (pure Swift; ICU formats its examples through a protocol).
    .target(name: "PatternLint", dependencies: ["CalendarModel"]),
    // Holiday rules and their evaluation (pure Swift; other calendars through CalendarArithmetic).
    .target(name: "CalendarHolidays", dependencies: ["CalendarModel", "CalendarSky"]),
    // The sky a calendar marks (pure Swift over the calendar core): moon phases, the 24 solar
    // terms, equinoxes and solstices, by Meeus' methods (docs/sky.md).
    .target(name: "CalendarSky", dependencies: ["CalendarCore"]),
    // Per-locale data ICU does not carry, compiled in from Locales/*.json and Locales/holidays/*.txt.
    .target(name: "LocaleOverlays", dependencies: ["CalendarModel", "CalendarHolidays"], plugins: ["EmbedLocales"]),
    .executableTarget(name: "locale-embedder", dependencies: ["CalendarHolidays"], path: "Sources/LocaleEmbedder"),
    .plugin(name: "EmbedLocales", capability: .buildTool(), dependencies: ["locale-embedder"]),
    // util-linux cal's own calendar and layout, for `--compat cal`.
    .target(name: "CalCompat", dependencies: ["CalendarModel", "Getopt"]),
    // getopt_long's reading of a command line, shared by the normal grammar and `--compat cal`.
    .target(name: "Getopt"),
    .executableTarget(
      name: "calrender-bench",
      // Its C reference (Benchmarks/reference.c) is built by the benchmark with `cc`, not by SwiftPM,
      // so that it carries no Swift runtime.
      dependencies: ["CalRender", "CalendarModel", "CalendarLayout", "CalendarICU", "CalendarRenderers", "CalendarFoundation"],
      path: "Sources/Benchmark"
    ),
    // What the tests share: running the binary and Python, the package root, a seeded generator,
    // the naive Gregorian grid, a sample events list. It links no module but the model, so that a
    // module's tests build without the rest (the command in-process is CalRenderCLITests' own).
    .target(name: "CalRenderTestSupport", dependencies: ["CalendarModel"], path: "Tests/CalRenderTestSupport"),
    // One test target a module, in the order of the modules above, each depending on its module and
    // on what stands in as an oracle or a real implementation of the model's protocols (ICU's
    // arithmetic and locale data, libical reading output back). Tests that go through the command
    // or the built binary, whatever module they exercise, are CalRenderCLITests'.
    // The command in-process and the built binary end to end, with the golden files and fixtures.
    .testTarget(
      name: "CalRenderCLITests",
      dependencies: [
        "CalRenderCLI", "CalRender", "CalCompat", "CalendarEvents", "CalendarICU", "CalendarModel", "PatternLint",
        "CalendarRenderers", "CalRenderTestSupport",
      ],
      exclude: ["Golden", "Fixtures"]
    ),
    // The library's front door: requests, the renderer, thread safety, the library examples, the
    // Examples package.
    .testTarget(
      name: "CalRenderTests", dependencies: ["CalRender", "CalendarICU", "CalendarModel", "CalRenderTestSupport"]),
    // The holiday list's iCalendar is read back by libical.
    .testTarget(
      name: "CalendarRenderersTests",
      dependencies: ["CalendarRenderers", "CalendarEvents", "CalendarModel", "CalRenderTestSupport"]),
    // PickerState and the model's values; ICU gives the arithmetic of every calendar system.
    .testTarget(name: "CalendarModelTests", dependencies: ["CalendarModel", "CalendarICU"]),
    // The ICU wrapper: fast paths, month tables, lunar corrections, grids, week numbers, locale resolution
    // (and the layout over it: documents with ICU's full dates).
    .testTarget(
      name: "CalendarICUTests", dependencies: ["CalendarICU", "CalendarLayout", "CalendarModel", "CalRenderTestSupport"]),
    // The events readers, and where the layout stage places their events.
    .testTarget(
      name: "CalendarEventsTests",
      dependencies: ["CalendarEvents", "CalendarLayout", "CalendarICU", "CalendarModel", "CalRenderTestSupport"]),
    // The linter with the ICU-backed tools the front door gives it.
    .testTarget(
      name: "PatternLintTests",
      dependencies: ["PatternLint", "CalRender", "CalendarICU", "CalendarModel", "CalRenderTestSupport"]),
    // The holiday engine over the compiled-in data, against python-holidays and the skies.
    .testTarget(
      name: "CalendarHolidaysTests",
      dependencies: [
        "CalendarHolidays", "CalendarSky", "LocaleOverlays", "CalendarICU", "CalendarModel", "CalRenderTestSupport",
      ]),
    // The sky's instants against PyEphem and sxtwl 1900–2100, and their local days in five zones.
    .testTarget(
      name: "CalendarSkyTests", dependencies: ["CalendarSky", "CalendarICU", "CalendarModel", "CalRenderTestSupport"],
      exclude: ["Fixtures"]),
    // cal's program, layout and reckoning with a locale answered by hand (ICU for ISO weeks).
    .testTarget(name: "CalCompatTests", dependencies: ["CalCompat", "CalendarICU", "CalendarModel"]),
    .testTarget(name: "GetoptTests", dependencies: ["Getopt"]),
    // PDF and PNG read back with poppler (pdfinfo, pdffonts, pdftotext, pdftoppm), and the layout's
    // own measurements: no text outside its cell.
    .testTarget(
      name: "CalendarPrintTests",
      dependencies: ["CalendarPrint", "CalRender", "CalendarICU", "CalendarModel", "CalRenderTestSupport"]),
    // The layout stage over the hand-answered fixture provider: no ICU, no Foundation.
    .testTarget(name: "CalendarLayoutTests", dependencies: ["CalendarLayout", "CalendarModel", "CalRenderTestSupport"]),
    // The Foundation provider: the model's protocols from Foundation's Calendar, Locale and formatters
    // (never a dependency of the command: Foundation stays off its start-up path).
    // Its ICU's versions are read from the toolchain's `_FoundationICU`, linked by name on Linux.
    .target(
      name: "CalendarFoundation", dependencies: ["CalendarModel"],
      linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),
    // The Foundation provider, and its agreement with the ICU provider over every locale both know.
    .testTarget(
      name: "CalendarFoundationTests",
      dependencies: ["CalendarFoundation", "CalendarICU", "CalendarModel", "CalRenderTestSupport"]),
  ]
)

// Cold start: by default a module asks the runtime for each concrete generic type it uses
// (`[Holiday]`, `[JulianDay: [DayHoliday]]`, …) by its mangled name, which the runtime demangles
// and checks conformance by conformance, scanning every conformance record of the statically
// linked binary: some 30 000 instructions a type, 3–4 million on a cold start. With this flag the
// compiler calls the types' metadata accessors directly instead (a little more code).
for target in package.targets
where !checkedOutAsDependency && target.type != .plugin && !["CICUShim", "CICalShim", "CCairoShim", "CStartArguments"].contains(target.name) {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
      // Each function in its own section, so that the ordering file moves the functions a start
      // runs, not whole files: without it one file's code (LocaleOverlays' 2 MB of embedded
      // holiday tables) sits among them and a start faults in a window of code for each 64 KB.
      .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
    ]
}

// Cold start and size: the command's modules use neither Swift concurrency nor regex literals, so
// they do not import `_Concurrency` and `_StringProcessing` implicitly; the static binary then does
// not link their runtimes (nor libdispatch), which the loader would otherwise map, relocate and
// initialise on every start.
let commandModules: Set<String> = [
  "calrender", "CalRenderCLI", "CalRender", "CalendarLayout", "CalendarRenderers", "CalendarPrint", "CalendarModel",
  "CalendarICU", "CalendarEvents", "PatternLint", "CalendarHolidays", "CalendarSky", "LocaleOverlays", "CalCompat", "Getopt",
]
for target in package.targets where !checkedOutAsDependency && commandModules.contains(target.name) {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags([
        "-Xfrontend", "-disable-implicit-concurrency-module-import",
        "-Xfrontend", "-disable-implicit-string-processing-module-import",
      ])
    ]
}
