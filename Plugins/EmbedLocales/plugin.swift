import Foundation
import PackagePlugin

/// Compiles `Locales/*.json` and `Locales/holidays/*.txt` into Swift source, so the data travels inside the binary.
@main
struct EmbedLocales: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let localesDirectory = context.package.directoryURL.appending(path: "Locales")
    let names = try FileManager.default.contentsOfDirectory(atPath: localesDirectory.path())
      .filter { $0.hasSuffix(".json") }.sorted()
    let holidaysDirectory = localesDirectory.appending(path: "holidays")
    let holidayNames = ((try? FileManager.default.contentsOfDirectory(atPath: holidaysDirectory.path())) ?? [])
      .filter { $0.hasSuffix(".txt") }.sorted()
    // The words of the sky (solar terms, moon phases), one file a language.
    let skyDirectory = localesDirectory.appending(path: "sky")
    let skyNames = ((try? FileManager.default.contentsOfDirectory(atPath: skyDirectory.path())) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    let inputs =
      names.map { localesDirectory.appending(path: $0) } + holidayNames.map { holidaysDirectory.appending(path: $0) }
      + skyNames.map { skyDirectory.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLocaleData.swift")
    return [
      .buildCommand(
        displayName:
          "Embedding \(names.count) locale overlay files, \(holidayNames.count) holiday files and \(skyNames.count) sky files",
        executable: try context.tool(named: "locale-embedder").url,
        arguments: [output.path()] + inputs.map { $0.path() },
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
