/// A holiday's name fitted to its day cell (the small `text.name` line of month views), by an
/// estimate of the pixels it needs at its 9px size.
struct SVGNameFitting {
  /// Terminal columns of a string.
  let displayWidth: (String) -> Int

  /// Pixels a name line's text needs, estimated from display width: a wide (East Asian) column
  /// pair is one em, a space a third, anything else 5.5px (Noto Sans averages about 0.52 em a Latin
  /// letter; Thai, Arabic and Devanagari clusters are one column each).
  func width(_ text: Substring) -> Int {
    var tenths = 0
    // Printable ASCII (most names): counted from the bytes, without a string made and measured for
    // each character; anything else is measured character by character from the start.
    var ascii = true
    for byte in text.utf8 {
      if byte == 0x20 {
        tenths += 30
      } else if byte > 0x20 && byte < 0x7F {
        tenths += 55
      } else {
        ascii = false
        break
      }
    }
    if ascii { return (tenths + 9) / 10 }
    tenths = 0
    for character in text {
      if character == " " {
        tenths += 30
      } else if character == "\u{2026}" {
        tenths += 90
      } else {
        let columns = displayWidth(String(character))
        tenths += columns >= 2 ? 90 * columns / 2 : 55 * columns
      }
    }
    return (tenths + 9) / 10
  }

  /// `name` as it fits `width` pixels: whole, or cut at a character (grapheme cluster) and ended
  /// with "…"; nil when not even two characters and the ellipsis fit.
  func fitted(_ name: String, width available: Int) -> String? {
    if width(name[...]) <= available { return name }
    var kept = Substring(name)
    while let last = kept.indices.last {
      kept = kept[..<last]
      while kept.last?.isWhitespace == true { kept = kept.dropLast() }
      if width(kept) + 9 <= available { break }
    }
    return kept.count >= 2 ? String(kept) + "\u{2026}" : nil
  }
}
