#if canImport(Glibc)
  import Glibc
#endif

/// Reads an input file whole, as UTF-8 (exit 66 when it is missing or unreadable); `-` is standard
/// input. An events file that reading or parsing would take more memory than the process's limits
/// leave (`ulimit -v`, `ulimit -d`: ``MemoryHeadroom``) is refused before, exit 65, "out of memory".
enum InputFile {
  /// Files larger than this are refused: events files are small, and hostile ones are not read.
  static let limit = 64 << 20

  static func read(_ path: String) throws(CommandError) -> String {
    let fd = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw CommandError(.noInput, "cannot read '\(path)'", hint: String(cString: strerror(errno)))
    }
    defer { if fd != 0 { close(fd) } }
    let shown = path == "-" ? "standard input" : "'\(path)'"
    // A regular file's size is known before it is read; a pipe's is checked as it grows.
    var status = stat()
    if fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG {
      try fits(MemoryHeadroom.need(reading: min(Int(status.st_size), limit + 1)), shown)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw CommandError(.noInput, "cannot read '\(path)'", hint: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      if bytes.count + count > bytes.capacity { try fits(MemoryHeadroom.need(reading: bytes.count + count), shown) }
      bytes += chunk[0..<count]
      if bytes.count > limit { throw CommandError(.dataError, "'\(path)' is larger than \(limit >> 20) MiB") }
    }
    if let error = notUTF8JSON(bytes, path: path) { throw error }
    let text = String(decoding: bytes, as: UTF8.self)
    bytes = []
    try fits(MemoryHeadroom.need(parsing: text, isCalendar: isCalendar(bytes: Array(text.utf8.prefix(64)), path: path)), shown)
    return text
  }

  /// Refuses the file when `need` bytes do not fit under the process's memory limits.
  private static func fits(_ need: Int, _ shown: String) throws(CommandError) {
    let headroom = MemoryHeadroom.now()
    guard !headroom.fits(need), let left = headroom.bytes else { return }
    throw CommandError(
      .dataError,
      "\(shown): out of memory: reading it takes about \(MemoryHeadroom.mebibytes(need)), the process's memory limits"
        + " (ulimit -v, -d) leave \(MemoryHeadroom.mebibytes(left))")
  }

  /// Whether an events file starting with `head` is iCalendar, by the rule of `Events(text:name:)`:
  /// BEGIN: first (after a BOM and white space), else JSON when it opens an array or an object,
  /// else the name's `.ics`.
  private static func isCalendar(bytes: [UInt8], path: String) -> Bool {
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    let head = bytes[start...].prefix(6).map { $0 | 0x20 }
    return head.elementsEqual("begin:".utf8)
      || !(bytes[start...].first == UInt8(ascii: "[") || bytes[start...].first == UInt8(ascii: "{"))
        && path.lowercased().hasSuffix(".ics")
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
    if isCalendar(bytes: Array(bytes.prefix(64)), path: path) { return nil }
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
