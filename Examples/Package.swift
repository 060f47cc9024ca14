// swift-tools-version:6.0
// Examples of the CalRender library, as a package that depends on calrender by path would use it:
// one product, one import. The tests build and run it (Tests/CalRenderTests/ExamplesPackageTests.swift).
import PackageDescription

let package = Package(
  name: "calrender-examples",
  dependencies: [.package(name: "calrender", path: "..")],
  targets: [
    .executableTarget(
      name: "calendar-examples", dependencies: [.product(name: "CalRender", package: "calrender")])
  ]
)
