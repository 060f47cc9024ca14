import CalRenderCLI

#if canImport(Glibc)
  import Glibc
#endif

var environment: [String: String] = [:]
var pointer = environ
while let entry = pointer.pointee {
  let text = String(cString: entry)
  if let equals = text.firstIndex(of: "=") {
    environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
  }
  pointer += 1
}
let command = Calrender(io: ProcessIO(), environment: environment)
let status = command.run(Array(CommandLine.arguments.dropFirst()))
// Exit with the command's renderer still open (KeptRenderer): the process's end frees it at once.
withExtendedLifetime(command) { exit(status) }
