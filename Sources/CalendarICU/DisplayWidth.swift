import CICUShim

/// Terminal columns a string takes, from ICU's East Asian Width and general category: Hangul, Han and
/// Kana take two, combining marks and format characters none (`String.count` gets all of these wrong).
package enum DisplayWidth {
  /// The width of `text` in terminal columns.
  package static func of(_ text: String) -> Int {
    // One pass over the UTF-8 in place (a text month asks for some forty widths: day numbers,
    // weekday headers, the title): printable ASCII is a column a byte, and Hangul syllables, CJK
    // ideographs and kana — three bytes each, the common case of CJK headers and titles — two,
    // without decoding scalars; anything else asks ICU.
    if let width = text.utf8.withContiguousStorageIfAvailable(width(of:)) { return width }
    var copy = text
    return copy.withUTF8(width(of:))
  }

  private static func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var width = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead >= 0x20 && lead < 0x7F {
        width += 1
        index += 1
        continue
      }
      // Decode one scalar (the bytes are a String's: valid UTF-8).
      var value: UInt32
      var length: Int
      switch lead {
      case 0..<0x80: (value, length) = (UInt32(lead), 1)
      case 0xC0..<0xE0: (value, length) = (UInt32(lead & 0x1F), 2)
      case 0xE0..<0xF0: (value, length) = (UInt32(lead & 0x0F), 3)
      default: (value, length) = (UInt32(lead & 0x07), 4)
      }
      guard index + length <= count else { break }
      for offset in 1..<max(length, 1) { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
      index += length
      // (Not U+3099 and U+309A, the combining voiced sound marks: no column of their own.)
      if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value) || (0x3041...0x3096).contains(value)
        || (0x309B...0x30FF).contains(value)
      {
        width += 2
      } else {
        width += Int(cr_char_display_width(value))
      }
    }
    return width
  }
}
