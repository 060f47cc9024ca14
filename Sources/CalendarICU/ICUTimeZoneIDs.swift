import CICUShim

/// The time zone IDs ICU knows, for completing `--time-zone`.
public enum ICUTimeZoneIDs {
  /// Every zone ID of `ucal_openTimeZones` (IANA IDs and ICU's aliases such as `US/Eastern`), sorted.
  /// - Throws: `ICUError` when ICU cannot list them.
  public static func all() throws -> [String] {
    var status: Int32 = 0
    var buffer = [CChar](repeating: 0, count: 16_384)
    var needed = cr_zone_ids(&buffer, Int32(buffer.count), &status)
    if status == CR_BUFFER_OVERFLOW {
      status = 0
      buffer = [CChar](repeating: 0, count: Int(needed) + 1)
      needed = cr_zone_ids(&buffer, Int32(buffer.count), &status)
    }
    try ICUError.check(status, "cannot list ICU's time zones")
    let text = String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.split(separator: "\n").map(String.init).sorted()
  }
}
