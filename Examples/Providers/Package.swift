// swift-tools-version:6.1
// An adopter of the library with a choice of provider: by default calrender with its default traits
// (ICU, Libical) off and the Foundation trait on — no libicu, no libical; with
// CALRENDER_EXAMPLE_TRAITS=default, calrender's default traits (the ICU provider). The tests build it
// both ways, check with ldd what each links, and compare the ICU build's months with the command's
// (Tests/CalRenderTests/ProviderPackageTests.swift).
import PackageDescription

let defaults = Context.environment["CALRENDER_EXAMPLE_TRAITS"] == "default"
let traits: Set<Package.Dependency.Trait> = defaults ? [.defaults] : ["Foundation"]

let package = Package(
  name: "calrender-provider-example",
  dependencies: [.package(name: "calrender", path: "../..", traits: traits)],
  targets: [
    .executableTarget(
      name: "provider-calendars", dependencies: [.product(name: "CalRender", package: "calrender")],
      // The Foundation conversions (dates, zones, locales) exist with the Foundation trait only.
      swiftSettings: defaults ? [] : [.define("CALRENDER_FOUNDATION")])
  ]
)
