import CalCompat
import CalRender

/// `--compat cal`: util-linux `cal`'s grammar and output, byte for byte in the C and English locales,
/// with calrender's locale data elsewhere. Every error exits 1 with nothing on stdout, as `cal`.
/// The command only reads argv into `CalArguments` and writes what the library (`CalProgram`,
/// through `CalendarRenderer.compatCal`) makes of them.
extension Calrender {
  /// Whether the arguments ask for `--compat cal` (anywhere on the line).
  static func wantsCompatCal(_ arguments: [String]) -> Bool {
    arguments.contains("--compat=cal")
      || zip(arguments, arguments.dropFirst()).contains { $0 == "--compat" && $1 == "cal" }
  }

  func runCompatCal(_ arguments: [String]) -> Int32 {
    do {
      var words = arguments
      if let index = words.firstIndex(of: "--compat"), index + 1 < words.count {
        words.removeSubrange(index...(index + 1))
      }
      let options = try CalArguments(words)
      if options.help {
        io.writeOutput(CalOption.help(program: "calrender"))
      } else if options.version {
        io.writeOutput("calrender \(Self.version) (--compat cal: util-linux cal 2.42)\n")
      } else {
        let terminal = CalTerminal.standardOutput(
          isTerminal: io.outputIsTerminal, columnsVariable: environment["COLUMNS"])
        io.writeOutput(try CalendarRenderer.compatCal(options, environment: environment, terminal: terminal))
      }
      return 0
    } catch let failure as CalArguments.Failure {
      io.writeError(TerminalText.sanitized("calrender: \(failure.message)") + "\n")
    } catch {
      // An unknown --locale too: ICU's errors describe themselves.
      io.writeError(TerminalText.sanitized("calrender: \(error)") + "\n")
    }
    return 1
  }
}
