extension [String] {
  /// The strings with `separator` between them, as `joined(separator:)` gives them.
  ///
  /// Written out rather than calling the standard library's `joined(separator:)`, which is generic
  /// over its element type and not specialised for callers: its first call in a process looks the
  /// element type's witness up by its mangled name (~90 000 instructions, 1.5% of a start, on
  /// every start that resolves a locale or keys a holiday source).
  package func joined(concatenating separator: String) -> String {
    var joined = ""
    for (index, element) in enumerated() {
      if index > 0 { joined += separator }
      joined += element
    }
    return joined
  }
}
