// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "calrender",
  products: [
    .library(
      name: "CalRender",
      targets: ["CalendarModel", "CalendarICU", "CalendarRenderers", "LocaleOverlays", "PatternLint"]),
    .executable(name: "calrender", targets: ["calrender"]),
    // The command's logic and the events readers as a library, for the harnesses of Fuzz/.
    .library(name: "CalRenderCLI", targets: ["CalRenderCLI", "CalendarEvents"]),
    .executable(name: "calrender-bench", targets: ["calrender-bench"]),
  ],
  targets: [
    // The only code that includes ICU's headers (see STYLE.md).
    .target(
      name: "CICUShim",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
    ),
    // Pure Swift: months → weeks → day cells. No ICU, no clock, no I/O.
    .target(name: "CalendarModel"),
    // libical behind a C shim (the only file that includes its headers).
    .target(name: "CICalShim", linkerSettings: [.linkedLibrary("ical")]),
    // Events: the JSON events list and iCalendar.
    .target(name: "CalendarEvents", dependencies: ["CalendarModel", "CICalShim"]),
    // util-linux cal's own calendar and layout, for `--compat cal`.
    .target(name: "CalCompat", dependencies: ["CalendarModel"]),
    // The date-pattern linter (pure Swift; ICU formats its examples through a protocol).
    .target(name: "PatternLint", dependencies: ["CalendarModel"]),
    // The Swift face of ICU: locale facts and calendar arithmetic.
    .target(name: "CalendarICU", dependencies: ["CICUShim", "CalendarModel", "PatternLint", "CalendarEvents"]),
    // Per-locale data ICU does not carry, compiled in from Locales/*.json.
    .target(name: "LocaleOverlays", dependencies: ["CalendarModel"], plugins: ["EmbedLocales"]),
    .executableTarget(name: "locale-embedder", path: "Sources/LocaleEmbedder"),
    .plugin(name: "EmbedLocales", capability: .buildTool(), dependencies: ["locale-embedder"]),
    // Text and JSON renderers: the model in, bytes out.
    .target(name: "CalendarRenderers", dependencies: ["CalendarModel", "PatternLint"]),
    // Everything the command does, callable in-process.
    .target(
      name: "CalRenderCLI",
      dependencies: ["CalendarModel", "CalendarICU", "CalendarRenderers", "LocaleOverlays", "PatternLint", "CalCompat",
        "CalendarEvents",
      ]
    ),
    .executableTarget(name: "calrender", dependencies: ["CalRenderCLI"]),
    .executableTarget(
      name: "calrender-bench",
      dependencies: ["CalendarModel", "CalendarICU", "CalendarRenderers", "CalRenderCLI"],
      path: "Sources/Benchmark"
    ),
    // The cold-start reference of the benchmark: a minimal C program making the same ICU calls.
    .executableTarget(
      name: "calrender-reference-c", path: "Sources/ReferenceC",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
    ),
    .testTarget(
      name: "CalRenderTests",
      dependencies: [
        "CalendarModel", "CalendarICU", "CalendarRenderers", "CalRenderCLI", "LocaleOverlays", "PatternLint",
        "CalCompat", "CalendarEvents",
      ],
      exclude: ["Golden", "Fixtures"]
    ),
  ]
)
