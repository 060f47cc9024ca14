import CalRender

/// The character set of the environment's locale (`LC_ALL`, then `LC_CTYPE`, then `LANG`: the first
/// set and not empty, POSIX's order for LC_CTYPE), which text written to standard output is
/// converted to, as `cal` writes through glibc's wide-character output.
///
/// Only the codeset a locale name spells out counts (`ja_JP.eucJP` → `eucJP`); a name without one
/// (`ja_JP`, `C`, `POSIX`) is taken as UTF-8, what calrender has always written, rather than glibc's
/// ASCII for `C`: `LANG=C calrender -l ja-JP` keeps its Japanese.
struct LocaleCodeset {
  /// The codeset named, nil for UTF-8 (in any spelling: `UTF-8`, `utf8`).
  let name: String?

  init(environment: [String: String]) {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    name = Self.codeset(of: locale)
  }

  /// The codeset of a POSIX locale name `language[_territory][.codeset][@modifier]`, nil for none
  /// or UTF-8.
  static func codeset(of locale: String) -> String? {
    guard let dot = locale.firstIndex(of: ".") else { return nil }
    let codeset = locale[locale.index(after: dot)...].prefix { $0 != "@" }
    let folded = codeset.lowercased().filter { $0.isLetter || $0.isNumber }
    return codeset.isEmpty || folded == "utf8" ? nil : String(codeset)
  }
}

extension LocaleCodeset {
  /// Writes `text` to standard output in this codeset, through the converter `provider` has for it
  /// (as it is when the codeset is UTF-8 or the provider has none): `--compat cal`, `holidays` and
  /// `pick` as the calendar's text. A failed write is reported when standard output is closed.
  /// - Throws: the converter's error for a conversion it fails (not for a character the codeset lacks).
  func write(_ text: String, to io: CommandIO, provider: @autoclosure () -> any CalendarDataProvider) throws {
    guard let name, let sink = provider().sink(encoding: name, into: StandardOutputSink(io: io)) else {
      return io.writeOutput(text)
    }
    var text = text
    try text.withUTF8 { try sink.write(UnsafeRawBufferPointer($0)) }
  }
}

/// Standard output as a sink for a converter: `io` remembers a failed write.
private final class StandardOutputSink: ByteSink {
  let io: CommandIO
  init(io: CommandIO) { self.io = io }
  func write(_ bytes: UnsafeRawBufferPointer) { _ = io.writeOutput(bytes: bytes) }
}
