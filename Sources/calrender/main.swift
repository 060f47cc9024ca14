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
exit(Calrender(io: ProcessIO(), environment: environment).run(Array(CommandLine.arguments.dropFirst())))
