import CalRenderCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The process's environment as the command reads it (`NAME=value` entries of `environ`).
func processEnvironment() -> [String: String] {
  var environment: [String: String] = [:]
  var pointer = environ
  while let entry = pointer.pointee {
    let text = String(cString: entry)
    if let equals = text.firstIndex(of: "=") {
      environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
    }
    pointer += 1
  }
  return environment
}

/// Runs the command and exits with its status, with its renderer still open (KeptRenderer): the
/// process's end frees it at once.
func runCommand() -> Never {
  let command = Calrender(io: ProcessIO(), environment: processEnvironment())
  let status = command.run(Array(CommandLine.arguments.dropFirst()))
  withExtendedLifetime(command) { exit(status) }
}

runCommand()
