import CICUShim

/// Terminal columns a string takes, from ICU's East Asian Width and general category: Hangul, Han and
/// Kana take two, combining marks and format characters none (`String.count` gets all of these wrong).
public enum DisplayWidth {
  /// The width of `text` in terminal columns.
  public static func of(_ text: String) -> Int {
    var width = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value >= 0x20 && value < 0x7F {
        width += 1
      } else {
        width += Int(cr_char_display_width(value))
      }
    }
    return width
  }
}
