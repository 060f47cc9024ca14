/// A weekday's names in the four CLDR widths.
public struct WeekdayNames: Hashable, Sendable {
  /// The full name (Sunday, 일요일).
  public var wide: String
  /// The abbreviation (Sun, 일).
  public var abbreviated: String
  /// The short form for narrow columns (Su, 일).
  public var short: String
  /// The narrowest form, not unique (S for both Sunday and Saturday).
  public var narrow: String

  /// The names in the four widths.
  public init(wide: String, abbreviated: String, short: String, narrow: String) {
    self.wide = wide
    self.abbreviated = abbreviated
    self.short = short
    self.narrow = narrow
  }

  /// The name at `width`.
  public subscript(width: LabelWidth) -> String {
    switch width {
    case .wide: wide
    case .abbreviated: abbreviated
    case .short: short
    case .narrow: narrow
    }
  }
}

/// A column header: which weekday, its label at the requested width, its standalone names.
public struct WeekdayHeader: Hashable, Sendable {
  /// The weekday of the column.
  public var weekday: Weekday
  /// The header as drawn: the standalone name at the requested width.
  public var label: String {
    didSet { packedLabel = PackedLabel(label) }
  }
  /// The label's bytes packed for renderers that write them with one store (it always matches).
  public private(set) var packedLabel: PackedLabel
  /// Its standalone names in every width (for renderers that choose their own).
  public var names: WeekdayNames
  /// Whether the locale counts the weekday as weekend.
  public var isWeekend: Bool

  /// A column header.
  public init(weekday: Weekday, label: String, names: WeekdayNames, isWeekend: Bool) {
    self.weekday = weekday
    self.label = label
    packedLabel = PackedLabel(label)
    self.names = names
    self.isWeekend = isWeekend
  }
}
