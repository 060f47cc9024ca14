import CalRenderCLI
import CalRenderTestSupport

/// The command in-process: only the command's own tests link it, so the module test targets build
/// without the command.
extension TestSupport {
  /// Runs `calrender` in-process.
  static func calrender(_ arguments: [String], environment: [String: String] = [:]) -> (Int32, String, String) {
    let io = CapturedIO()
    let status = Calrender(io: io, environment: environment).run(arguments)
    return (status, io.output, io.error)
  }
}
