import CICUShim

/// The versions of the ICU library and CLDR data in use.
package struct ICUVersions: Hashable, Sendable {
  package var icu: String
  package var cldr: String
  package var unicode: String

  /// Reads them from the linked ICU.
  package static func current() -> ICUVersions {
    var buffer = [CChar](repeating: 0, count: 32)
    cr_icu_version(&buffer)
    let icu = cString(buffer)
    var status: Int32 = 0
    cr_cldr_version(&buffer, &status)
    let cldr = status <= 0 ? cString(buffer) : "unknown"
    cr_unicode_version(&buffer)
    return ICUVersions(icu: icu, cldr: cldr, unicode: cString(buffer))
  }
}

/// The text before the first NUL of a C buffer.
func cString(_ buffer: [CChar]) -> String {
  let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
  return String(decoding: bytes, as: UTF8.self)
}
