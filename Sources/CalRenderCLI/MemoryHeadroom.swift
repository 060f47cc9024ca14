#if canImport(Glibc)
  import Glibc
#endif

/// How much more memory the process may map before the kernel refuses it: the address-space limit
/// (`ulimit -v`, RLIMIT_AS) less what is mapped now, and the data limit (`ulimit -d`, RLIMIT_DATA)
/// less the data mapped now, as /proc/self/statm counts them.
///
/// Swift ends the process when an allocation fails (SIGABRT and a stack trace, no error to catch),
/// and libical, which does not check all of its allocations, crashes (SIGSEGV). So an events file
/// whose reading and parsing would not fit is refused before it is read or parsed: what each takes
/// was measured (``need(reading:)``, ``need(parsing:isCalendar:)``), not guessed per allocation.
struct MemoryHeadroom {
  /// The bytes left under the tighter of the two limits, nil when neither is set (or when
  /// /proc/self/statm does not say what is mapped).
  let bytes: Int?

  /// The headroom now.
  static func now() -> MemoryHeadroom {
    #if os(Linux)
      let address = limit(Int32(RLIMIT_AS.rawValue)), data = limit(Int32(RLIMIT_DATA.rawValue))
      guard address != nil || data != nil, let (size, dataSize) = mapped() else { return MemoryHeadroom(bytes: nil) }
      var left = Int.max
      if let address { left = min(left, address - size) }
      if let data { left = min(left, data - dataSize) }
      return MemoryHeadroom(bytes: max(0, left))
    #else
      return MemoryHeadroom(bytes: nil)
    #endif
  }

  /// Whether `need` bytes fit.
  func fits(_ need: Int) -> Bool { bytes.map { need <= $0 } ?? true }

  /// What the rest of the run takes beyond an events file's own memory — the document, ICU's
  /// formatters and calendars, the output buffers: a plain month, a year and `-n 1200 -f svg` each
  /// need 58 MiB of address space under `ulimit -v`, of which 57 are mapped when the events are
  /// read (libicudata alone is 31). Twice the difference and more.
  static let reserve = 4 << 20

  /// What reading a file of `size` bytes takes: the bytes as they grow (a copy when the array
  /// doubles), and the String made of them.
  static func need(reading size: Int) -> Int { 4 * size + reserve }

  /// What parsing an events file takes, measured under `ulimit -v` over 1–2 MB files of every shape
  /// the fuzz corpora hold (Fuzz/Corpus/*/memory-*): JSON at most 30 bytes a byte (an array of
  /// small objects; one long title 19); iCalendar through libical about 1,000 bytes for each content
  /// line, comma-separated value and parameter (a property, its value and its list nodes; a folded
  /// line is unfolded into one) and 6 bytes a byte of a long value. Given with a quarter to spare.
  static func need(parsing text: String, isCalendar: Bool) -> Int {
    let size = text.utf8.count
    guard isCalendar else { return 36 * size + reserve }
    var pieces = 1
    var previous: UInt8 = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\n"), UInt8(ascii: ","), UInt8(ascii: ";"): pieces += 1
      default: if previous == UInt8(ascii: "\r") { pieces += 1 }
      }
      previous = byte
    }
    return pieces.multipliedReportingOverflow(by: 1_280).partialValue + 8 * size + reserve
  }

  /// "42 MiB", rounded up.
  static func mebibytes(_ bytes: Int) -> String { "\((bytes + (1 << 20) - 1) >> 20) MiB" }

  #if os(Linux)
    /// The soft limit of `resource` in bytes, nil when unlimited.
    private static func limit(_ resource: Int32) -> Int? {
      var value = rlimit()
      guard getrlimit(__rlimit_resource_t(UInt32(resource)), &value) == 0, value.rlim_cur != rlim_t.max,  // RLIM_INFINITY
        value.rlim_cur < UInt64(Int.max)
      else { return nil }
      return Int(value.rlim_cur)
    }

    /// The bytes mapped and the data (with the stack) mapped, from /proc/self/statm: "size resident
    /// shared text lib data dt", in pages.
    private static func mapped() -> (Int, Int)? {
      let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { return nil }
      defer { close(fd) }
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      let fields = buffer[..<count].split(whereSeparator: { $0 == 0x20 || $0 == 0x0A }).map {
        $0.reduce(0) { $0 &* 10 &+ Int($1 &- 0x30) }
      }
      guard fields.count >= 6 else { return nil }
      let page = sysconf(Int32(_SC_PAGESIZE))
      return (fields[0] * page, fields[5] * page)
    }
  #endif
}
