#if canImport(Glibc)
  import Glibc
#endif

/// Reads an input file whole, as UTF-8 (exit 66 when it is missing or unreadable); `-` is standard
/// input.
enum InputFile {
  /// Files larger than this are refused: events files are small, and hostile ones are not read.
  static let limit = 64 << 20

  static func read(_ path: String) throws(CommandError) -> String {
    let fd = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw CommandError(.noInput, "cannot read '\(path)'", hint: String(cString: strerror(errno)))
    }
    defer { if fd != 0 { close(fd) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw CommandError(.noInput, "cannot read '\(path)'", hint: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
      if bytes.count > limit { throw CommandError(.dataError, "'\(path)' is larger than \(limit >> 20) MiB") }
    }
    if let error = notUTF8JSON(bytes, path: path) { throw error }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// JSON must be UTF-8 (RFC 8259 §8.1), and decoding would replace what is not, so it is refused
  /// here, where the bytes still are, naming where (as the events reader names a syntax error); a
  /// file taken for iCalendar (by the rule of `Events(text:name:)`) keeps libical's leniency.
  private static func notUTF8JSON(_ bytes: [UInt8], path: String) -> CommandError? {
    let invalid: Range<Int>
    do {
      _ = try UTF8Span(validating: bytes.span)
      return nil
    } catch {
      invalid = error.byteOffsets
    }
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    let head = bytes[start...].prefix(6).map { $0 | 0x20 }
    let isCalendar =
      head.elementsEqual("begin:".utf8)
      || !(bytes[start...].first == UInt8(ascii: "[") || bytes[start...].first == UInt8(ascii: "{"))
        && path.lowercased().hasSuffix(".ics")
    if isCalendar { return nil }
    var line = 1, column = 1
    for byte in bytes[..<invalid.lowerBound] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    let shown = path == "-" ? "standard input" : "'\(path)'"
    return CommandError(
      .dataError,
      "\(shown): invalid JSON at line \(line), column \(column): invalid UTF-8 (byte 0x"
        + String(bytes[invalid.lowerBound], radix: 16, uppercase: true) + ")")
  }
}
