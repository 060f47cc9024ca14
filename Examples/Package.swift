// swift-tools-version:6.1
// Examples of the CalRender library, as a package that depends on calrender by path would use it:
// one product, one import (calendar-examples); and an app's use with Foundation's types
// (calendar-app: the Foundation trait beside the defaults, so ICU answers and Date, TimeZone and
// Locale convert). The tests build and run both (Tests/CalRenderTests/ExamplesPackageTests.swift).
import PackageDescription

let package = Package(
  name: "calrender-examples",
  dependencies: [.package(name: "calrender", path: "..", traits: [.defaults, "Foundation"])],
  targets: [
    .executableTarget(
      name: "calendar-examples", dependencies: [.product(name: "CalRender", package: "calrender")]),
    .executableTarget(name: "calendar-app", dependencies: [.product(name: "CalRender", package: "calrender")]),
  ]
)
