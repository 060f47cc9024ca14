import CalendarModel
import CalendarRenderers

/// The colours of a theme as Cairo takes them (0xRRGGBB): the SVG theme's values, so that a printed
/// month is coloured as the SVG one is.
struct PrintPalette {
  let background, foreground, muted, rule, red, blue, tint, today, band: UInt32

  init(_ theme: Theme) {
    func rgb(_ name: String) -> UInt32 { UInt32(theme.value(name).dropFirst(), radix: 16) ?? 0 }
    background = rgb("bg")
    foreground = rgb("fg")
    muted = rgb("muted")
    rule = rgb("rule")
    red = rgb("red")
    blue = rgb("blue")
    tint = rgb("tint")
    today = rgb("today")
    band = rgb("band")
  }

  /// The colour of a locale's weekend convention.
  func color(_ weekend: WeekendColor) -> UInt32 {
    switch weekend {
    case .red: red
    case .blue: blue
    case .tint: tint
    }
  }
}
