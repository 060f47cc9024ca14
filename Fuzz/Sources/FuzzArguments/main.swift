import CalRenderCLI
import FuzzSupport

// The argument grammar (and all it reaches): NUL-separated arguments, run in-process with captured
// output. Every run ends in an exit code of spec/cli.md with one line on stderr on failure, never a
// trap. Options that touch files (-o, --events) are left out: a fuzzer must not write anywhere.
runFuzzer { data, count in
  let arguments = text(data, count).split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
  guard arguments.count <= 24 else { return 0 }
  for argument in arguments {
    if argument.hasPrefix("--output") || argument.hasPrefix("--events") { return 0 }
    if argument.hasPrefix("-") && !argument.hasPrefix("--") && argument.contains("o") { return 0 }
  }
  let io = CapturedIO()
  let status = Calrender(io: io, environment: ["TZ": "UTC"]).run(arguments)
  let compat =
    arguments.contains("--compat=cal")
    || zip(arguments, arguments.dropFirst()).contains {
      $0 == "--compat" && $1 == "cal"
    }
  let allowed: Set<Int32> = compat ? [0, 1] : [0, 1, 64, 65, 66, 73, 74]
  precondition(allowed.contains(status), "exit \(status): \(io.error)")
  if status != 0 && !io.error.isEmpty {
    precondition(io.error.filter { $0 == "\n" }.count == 1, "not one line: \(io.error)")
  }
  return 0
}
