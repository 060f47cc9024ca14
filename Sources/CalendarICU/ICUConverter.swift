import CICUShim

/// ICU's converter from UTF-8 to a locale's codeset (`ja_JP.eucJP` → EUC-JP), characters the
/// codeset lacks written as `?` — what `cal` prints for them through glibc's wide-character output.
///
/// Owns one ICU converter, which is not thread-safe: one writer uses it.
package final class ICUConverter {
  private let handle: OpaquePointer
  private var buffer: [UInt8] = []

  /// The converter of `codeset` by any of ICU's names for it; nil when ICU has none.
  package init?(codeset: String) {
    var status: Int32 = 0
    guard let handle = cr_converter_open(codeset, "?", &status), status <= 0 else { return nil }
    self.handle = handle
  }

  deinit { cr_converter_close(handle) }

  /// ICU's canonical name of the codeset (`ibm-33722_P12A_P12A-2009_U2` for EUC-JP).
  package var name: String {
    var status: Int32 = 0
    return cr_converter_name(handle, &status).map { String(cString: $0) } ?? ""
  }

  /// `utf8` (whole characters) in the codeset, handed to `body`.
  /// - Throws: an ``ICUError`` for a conversion ICU fails (not for a character the codeset lacks).
  package func convert<T>(_ utf8: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
    // Most codesets take at most as many bytes as UTF-8 (EUC-JP 2 or 3 for UTF-8's 3); stateful
    // ones add escapes: retried bigger, never more than a few times.
    var capacity = max(64, utf8.count + utf8.count / 2 + 16)
    while true {
      if buffer.count < capacity { buffer = [UInt8](repeating: 0, count: capacity) }
      var status: Int32 = 0
      let written = buffer.withUnsafeMutableBufferPointer { out in
        cr_converter_from_utf8(
          handle, utf8.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(utf8.count),
          UnsafeMutableRawPointer(out.baseAddress!).assumingMemoryBound(to: CChar.self), Int32(out.count), &status)
      }
      if status == 15 {  // U_BUFFER_OVERFLOW_ERROR
        capacity *= 2
        continue
      }
      try ICUError.check(status, "converting to \(name)")
      return try buffer.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[..<Int(written)])) }
    }
  }
}
