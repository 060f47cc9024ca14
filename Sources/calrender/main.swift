import CalRenderCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The process's environment as the command reads it (`NAME=value` entries of `environ`), cut at
/// the first `=` byte (not Character by Character: a start reads every variable of the shell).
func processEnvironment() -> [String: String] {
  var environment: [String: String] = [:]
  var pointer = environ
  while let entry = pointer.pointee {
    let length = strlen(entry)
    entry.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
      let text = UnsafeBufferPointer(start: bytes, count: length)
      if let equals = text.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(decoding: UnsafeBufferPointer(rebasing: text[..<equals]), as: UTF8.self)
        environment[name] = String(decoding: UnsafeBufferPointer(rebasing: text[(equals + 1)...]), as: UTF8.self)
      }
    }
    pointer += 1
  }
  return environment
}

/// Runs the command and exits with its status, with its renderer still open (KeptRenderer): the
/// process's end frees it at once.
func runCommand() -> Never {
  let environment = processEnvironment()
  // TZ is the command's to read, from the copy above (ZonePolicy: only when a zone is needed, and
  // a file only by name). ICU calls tzset() whenever it opens a calendar, even in an explicit zone,
  // and libical may too: glibc's tzset would open the file TZ names (`TZ=:/dev/stdin`, a FIFO)
  // and wait for it. Neither's idea of the process's zone is used, so theirs is UTC.
  if environment["TZ"] != nil { setenv("TZ", "UTC0", 1) }
  let command = Calrender(io: ProcessIO(), environment: environment)
  let status = command.run(Array(CommandLine.arguments.dropFirst()))
  withExtendedLifetime(command) { exit(status) }
}

runCommand()
