// iCalendar input through libical: the Libical trait (a default one) only.
#if Libical

import CICalShim

/// The version of libical that reads `.ics` files, for `calrender --version`.
public enum LibicalVersion {
  /// libical's version, such as "3.0.16" (the headers calrender was built against; libical 3.0
  /// has no run-time version call).
  public static var current: String {
    var buffer = [CChar](repeating: 0, count: 32)
    cr_ical_version(&buffer)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

#endif
