/// The colours of SVG and HTML output: a light and a dark preset, written as CSS custom properties
/// (`--cr-…`) with literal fallbacks for renderers without `var()` (librsvg 2.54).
public enum Theme: String, CaseIterable, Sendable {
  /// Dark text on white.
  case light
  /// Light text on a dark background.
  case dark
  /// Black on white with pure red and blue, no greys: reads on a 1-bit or 7-colour e-ink panel
  /// (red and blue are among a 7-colour panel's inks, and fall to black on a 1-bit one).
  case eink

  /// (custom property, value), in a fixed order.
  var colors: [(String, String)] {
    switch self {
    case .light:
      [
        ("bg", "#ffffff"), ("fg", "#1f2328"), ("muted", "#8c959f"), ("rule", "#d0d7de"), ("red", "#cf222e"),
        ("blue", "#0969da"), ("tint", "#4c6a8a"), ("today", "#bf3989"), ("select", "#0969da"),
        ("selectfg", "#ffffff"), ("band", "#ddf4ff"), ("week", "#8c959f"),
      ]
    case .dark:
      [
        ("bg", "#0d1117"), ("fg", "#e6edf3"), ("muted", "#6e7681"), ("rule", "#30363d"), ("red", "#ff7b72"),
        ("blue", "#79c0ff"), ("tint", "#9fb4cf"), ("today", "#f778ba"), ("select", "#388bfd"),
        ("selectfg", "#0d1117"), ("band", "#1f3a5f"), ("week", "#6e7681"),
      ]
    case .eink:
      [
        ("bg", "#ffffff"), ("fg", "#000000"), ("muted", "#000000"), ("rule", "#000000"), ("red", "#ff0000"),
        ("blue", "#0000ff"), ("tint", "#000000"), ("today", "#000000"), ("select", "#000000"),
        ("selectfg", "#ffffff"), ("band", "#ffffff"), ("week", "#000000"),
      ]
    }
  }

  package func value(_ name: String) -> String { colors.first { $0.0 == name }?.1 ?? "#000000" }

  /// `property:literal;property:var(--cr-name)`.
  func declare(_ property: String, _ name: String) -> String {
    "\(property):\(value(name));\(property):var(--cr-\(name))"
  }

  /// The custom properties themselves.
  var customProperties: String { colors.map { "--cr-\($0.0):\($0.1)" }.joined(concatenating: ";") }
}
