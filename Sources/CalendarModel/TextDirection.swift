/// The writing direction of a locale's script.
public enum TextDirection: String, Sendable, Hashable {
  /// Left to right (Latin, Hangul, Han).
  case ltr
  /// Right to left (Arabic, Hebrew): the week's columns are mirrored.
  case rtl
}
