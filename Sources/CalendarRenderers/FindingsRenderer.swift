import PatternLint

/// The pattern linter's findings as text (a caret line under each span) or JSON (`calrender-lint/1`).
public struct FindingsRenderer {
  /// The `schema` value of the JSON report, versioned with its shape.
  public static let schema = "calrender-lint/1"

  /// Terminal columns a string takes, for the caret lines.
  public var displayWidth: (String) -> Int

  /// A renderer measuring text with `displayWidth` (so carets line up under wide characters).
  public init(displayWidth: @escaping (String) -> Int) { self.displayWidth = displayWidth }

  /// Text: each finding with the pattern and carets under its span, then a summary.
  ///
  /// The pattern and everything quoting it are shown through `TerminalText` (one scalar for one, so
  /// the carets still line up): a pattern cannot send control or bidi-override characters.
  public func text(pattern: String, findings: [PatternFinding], fixed: String?) -> String {
    let safe = TerminalText.sanitized
    let pattern = safe(pattern)
    var out = ""
    let scalars = Array(pattern.unicodeScalars)
    var columns = Columns(scalars: scalars, displayWidth: displayWidth)
    for finding in findings {
      let start = columns.at(min(finding.span.lowerBound, scalars.count))
      let spanned = String(
        String.UnicodeScalarView(
          scalars[min(finding.span.lowerBound, scalars.count)..<min(finding.span.upperBound, scalars.count)]))
      let carets = String(repeating: "^", count: max(1, displayWidth(spanned)))
      out += "\(finding.severity.rawValue)[\(finding.code.rawValue)]: \(safe(finding.message))\n"
      out += "  | \(pattern)\n"
      out += "  | " + String(repeating: " ", count: start) + carets
      if let suggestion = finding.suggestion { out += " " + safe(suggestion) }
      out += "\n"
      if let example = finding.example { out += "  = " + safe(example) + "\n" }
    }
    let counts = [PatternFinding.Severity.error, .warning, .info].map { severity in
      findings.filter { $0.severity == severity }.count
    }
    if findings.isEmpty {
      out += "no findings in '\(pattern)'\n"
    } else {
      out +=
        "\(counts[0]) error\(counts[0] == 1 ? "" : "s"), \(counts[1]) warning\(counts[1] == 1 ? "" : "s"), \(counts[2]) note\(counts[2] == 1 ? "" : "s")"
      if let fixed, safe(fixed) != pattern { out += "; fixed: \(safe(fixed))" }
      out += "\n"
    }
    return out
  }

  /// JSON, described by schema/calrender-lint-1.schema.json.
  public func json(pattern: String, locale: String, intent: PatternIntent, findings: [PatternFinding], fixed: String)
    -> String
  {
    var json = JSONWriter(capacity: 1024)
    json.beginObject()
    json.string("schema", Self.schema)
    json.string("pattern", pattern)
    json.string("locale", locale)
    json.string("intent", intent.rawValue)
    json.bool("clean", !findings.contains { $0.severity == .error })
    json.string("fixed", fixed)
    let scalars = Array(pattern.unicodeScalars)
    var columns = Columns(scalars: scalars, displayWidth: displayWidth)
    json.beginArray("findings")
    for finding in findings {
      let lower = min(finding.span.lowerBound, scalars.count), upper = min(finding.span.upperBound, scalars.count)
      let column = columns.at(lower)
      json.beginObject()
      json.string("code", finding.code.rawValue)
      json.string("severity", finding.severity.rawValue)
      json.int("start", lower)
      json.int("end", upper)
      json.int("column", column)
      json.int("width", displayWidth(String(String.UnicodeScalarView(scalars[lower..<upper]))))
      json.string("message", finding.message)
      json.string("suggestion", finding.suggestion)
      json.string("example", finding.example)
      json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.output
  }

  /// The column of each finding's start, measured on from the previous one (findings come in
  /// pattern order), so that a long pattern with many findings stays linear.
  private struct Columns {
    let scalars: [Unicode.Scalar]
    let displayWidth: (String) -> Int
    var index = 0, width = 0

    init(scalars: [Unicode.Scalar], displayWidth: @escaping (String) -> Int) {
      self.scalars = scalars
      self.displayWidth = displayWidth
    }

    mutating func at(_ lower: Int) -> Int {
      if lower < index { (index, width) = (0, 0) }
      width += displayWidth(String(String.UnicodeScalarView(scalars[index..<lower])))
      index = lower
      return width
    }
  }
}
