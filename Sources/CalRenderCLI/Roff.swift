import CalCompat

/// A roff (`man` macros) document being written: escaping for text from the option tables, and
/// the few macros the manual page uses. Output is ASCII: other characters become `\[uXXXX]`, which
/// groff and mandoc both read without a `-k`/preconv step.
struct Roff {
  private(set) var text = ""

  /// A request or a line already in roff.
  mutating func line(_ line: String) { text += Self.ascii(line) + "\n" }

  /// Running text already in roff (it may hold `\fB` and the like), filled into lines of at most
  /// 80 bytes (mandoc's style limit) at spaces.
  mutating func text(_ body: String) {
    for part in body.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      for word in Self.ascii(String(part)).split(separator: " ") {
        if !current.isEmpty && current.utf8.count + 1 + word.utf8.count > 80 {
          textLine(current)
          current = ""
        }
        current += (current.isEmpty ? "" : " ") + word
      }
      textLine(current)
    }
  }

  /// One line of text: it may not start with a control character.
  private mutating func textLine(_ content: String) {
    line(content.hasPrefix(".") || content.hasPrefix("'") ? "\\&" + content : content)
  }

  mutating func section(_ name: String) { line(name.contains(" ") ? ".SH \"\(name)\"" : ".SH \(name)") }
  mutating func paragraph() { line(".PP") }

  /// A tagged paragraph: `tag` and `body` are roff.
  mutating func item(_ tag: String, _ body: String) {
    line(".TP")
    text(tag)
    text(body)
  }

  /// A literal command line (not filled: keep it under 80 bytes).
  mutating func code(_ command: String) {
    line(".EX")
    textLine(Self.ascii(command))
    line(".EE")
  }

  /// A synopsis line: the command in bold, the rest as written in `--help`.
  mutating func synopsisLine(_ usage: String) {
    let words = usage.split(separator: " ", maxSplits: 1).map(String.init)
    text("\\fB" + Self.escaped(words[0]) + "\\fR" + (words.count > 1 ? " " + Self.escaped(words[1]) : ""))
  }

  /// An option of the normal grammar or of a subcommand.
  mutating func option<Options>(_ spec: OptionSpec<Options>) {
    var tag = spec.short.map { "\\fB\\-\(Self.escaped(String($0)))\\fR, " } ?? ""
    tag += "\\fB\\-\\-" + Self.escaped(spec.long) + "\\fR"
    switch spec.value {
    case .none: break
    case .required(let what): tag += " \\fI" + Self.escaped(what) + "\\fR"
    case .optional(let what): tag += "[=\\fI" + Self.escaped(what) + "\\fR]"
    case .optionalDate(let what): tag += " [\\fI" + Self.escaped(what) + "\\fR]"
    }
    item(tag, Self.escaped(spec.help) + ".")
  }

  /// An option of `--compat cal`.
  mutating func calOption(_ option: CalOption) {
    var tag = option.short.map { "\\fB\\-\(Self.escaped(String($0)))\\fR, " } ?? ""
    tag += "\\fB\\-\\-" + Self.escaped(option.name) + "\\fR"
    switch option.value {
    case .none: break
    case .required: tag += " \\fI" + Self.escaped(option.argument) + "\\fR"
    case .optional: tag += "[=\\fI" + Self.escaped(option.argument) + "\\fR]"
    }
    item(tag, Self.escaped(option.help) + ".")
  }

  /// Plain text as roff: backslashes and hyphen-minus signs escaped (options are typed with the
  /// ASCII hyphen-minus, so they are `\-`), quotes that could start a control line made safe.
  static func escaped(_ plain: String) -> String {
    var out = ""
    for character in plain {
      switch character {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case "'": out += "\\(aq"
      case "\"": out += "\\(dq"
      default: out.append(character)
      }
    }
    return out
  }

  /// Non-ASCII characters as groff/mandoc Unicode escapes.
  static func ascii(_ line: String) -> String {
    var out = ""
    for scalar in line.unicodeScalars {
      if scalar.isASCII {
        out.unicodeScalars.append(scalar)
      } else {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return out
  }
}
