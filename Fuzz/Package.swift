// swift-tools-version:6.0
// libFuzzer harnesses for calrender (see README.md here). A package of its own, so that the fuzzing
// flags never reach calrender's own build; run.sh builds it with them.
//
// Each harness's main.swift calls LLVMFuzzerRunDriver (libclang_rt.fuzzer_no_main), so that its own
// main stays SwiftPM's: linking -sanitize=fuzzer into every executable would also give libFuzzer's
// main() to the build-tool executable of calrender's locale plugin, which has a main of its own.
import PackageDescription

let calrender: [Target.Dependency] = ["FuzzSupport", .product(name: "CalRenderCLI", package: "calrender")]

let package = Package(
  name: "calrender-fuzz",
  dependencies: [.package(name: "calrender", path: "..")],
  targets: [
    .target(name: "FuzzSupport"),
    .executableTarget(name: "FuzzArguments", dependencies: calrender),
    .executableTarget(name: "FuzzJSONEvents", dependencies: calrender),
    .executableTarget(name: "FuzzPatternLint", dependencies: calrender),
    .executableTarget(name: "FuzzICalendar", dependencies: calrender),
  ]
)
