import PatternLint

/// Patterns longer than `PatternLinter.maximumLength` are refused before anything looks at them:
/// a usage error that says how long is too long.
package enum PatternLimit {
  package static func check(_ pattern: String, _ what: String) throws(CalRenderError) {
    let length = pattern.unicodeScalars.count
    guard length > PatternLinter.maximumLength else { return }
    throw CalRenderError(
      .usage, "\(what) is \(length) characters long",
      hint: "at most \(PatternLinter.maximumLength); real patterns are a few dozen")
  }
}
