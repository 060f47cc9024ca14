import CalendarModel

/// Per-locale data ICU does not carry, compiled in from `Locales/*.json`.
public struct LocaleOverlays: Sendable {
  /// A handful of locales, sorted by id: searched as they are rather than made into dictionaries on
  /// every start.
  private let weekendColorTable: [(String, [(Weekday, WeekendColor)])]

  public init() { weekendColorTable = EmbeddedLocaleData.weekendColors() }

  /// The locale ids that have overlay data, sorted.
  public var locales: [String] { weekendColorTable.map(\.0).sorted() }

  /// The weekend colours of one overlay file's locale id, nil when it has none.
  private func colorsOfFile(_ id: String) -> [Weekday: WeekendColor]? {
    guard let pairs = weekendColorTable.first(where: { $0.0 == id })?.1 else { return nil }
    return Dictionary(pairs, uniquingKeysWith: { _, last in last })
  }

  /// The colour of each weekend day for an ICU locale id (`ko_KR`, `zh_Hant_TW`), using the most
  /// specific overlay file; only days in `weekend` are coloured, those without a convention `.tint`.
  public func weekendColors(locale icuIdentifier: String, likelyIdentifier: String? = nil, weekend: [Weekday])
    -> [Weekday: WeekendColor]
  {
    let convention =
      Self.fallbacks(of: icuIdentifier).lazy.compactMap { colorsOfFile($0) }.first
      ?? likelyIdentifier.flatMap { id in Self.fallbacks(of: id).lazy.compactMap { colorsOfFile($0) }.first }
      ?? [:]
    var colors: [Weekday: WeekendColor] = [:]
    for day in weekend { colors[day] = convention[day] ?? .tint }
    return colors
  }

  /// The words of the sky for an ICU locale id: of the most specific file of `Locales/sky/` for
  /// its likely subtags (`zh_TW` → `zh_Hant_TW` → `zh_Hant`), else for the id itself, else English.
  package func skyNames(locale icuIdentifier: String, likelyIdentifier: String? = nil) -> SkyNames {
    let table = EmbeddedLocaleData.skyNames()
    let chains = (likelyIdentifier.map(Self.fallbacks) ?? []) + Self.fallbacks(of: icuIdentifier)
    for id in chains {
      if let names = table.first(where: { $0.0 == id })?.1 { return names }
    }
    return .english
  }

  /// `zh_Hant_TW@calendar=roc` → `zh_Hant_TW`, `zh_Hant`, `zh` (``LocaleFallback``).
  static func fallbacks(of id: String) -> [String] { LocaleFallback.chain(of: id) }
}
