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
    return String(decoding: bytes, as: UTF8.self)
  }
}
