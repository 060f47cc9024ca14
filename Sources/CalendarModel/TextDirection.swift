/// The writing direction of a locale's script.
public enum TextDirection: String, Sendable, Hashable {
  case ltr, rtl
}
