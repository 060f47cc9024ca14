import PackagePlugin

/// Makes CalendarICU's pattern table from the system ICU at build time (`pattern-table-generator`),
/// so that a start finds the generator's patterns without opening the generator.
@main
struct GeneratePatternTable: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedPatternTable.swift")
    return [
      .buildCommand(
        displayName: "Generating the pattern table from the system ICU",
        executable: try context.tool(named: "pattern-table-generator").url,
        arguments: [output.path()],
        outputFiles: [output])
    ]
  }
}
