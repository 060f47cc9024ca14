import CICUShim

/// Terminal columns a string takes, from ICU's East Asian Width and general category: Hangul, Han and
/// Kana take two, combining marks and format characters none (`String.count` gets all of these wrong).
package enum DisplayWidth {
  /// The width of `text` in terminal columns.
  package static func of(_ text: String) -> Int {
    // Printable ASCII (day numbers, most titles and headers) is a column a byte: counted over the
    // UTF-8 in place, without decoding scalars (a text month asks for some forty widths).
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
      return bytes.count
    }
    if let ascii, let ascii { return ascii }
    var width = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value >= 0x20 && value < 0x7F {
        width += 1
      } else if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value)
        || (0x3040...0x30FF).contains(value)
      {
        // Hangul syllables, CJK ideographs, kana: East Asian Wide, and the common case of CJK titles.
        width += 2
      } else {
        width += Int(cr_char_display_width(value))
      }
    }
    return width
  }
}
