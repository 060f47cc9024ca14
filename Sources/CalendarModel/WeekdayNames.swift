/// A weekday's names in the four CLDR widths.
public struct WeekdayNames: Hashable, Sendable {
  public var wide: String
  public var abbreviated: String
  public var short: String
  public var narrow: String

  public init(wide: String, abbreviated: String, short: String, narrow: String) {
    self.wide = wide
    self.abbreviated = abbreviated
    self.short = short
    self.narrow = narrow
  }

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
  public var weekday: Weekday
  public var label: String
  public var names: WeekdayNames
  public var isWeekend: Bool

  public init(weekday: Weekday, label: String, names: WeekdayNames, isWeekend: Bool) {
    self.weekday = weekday
    self.label = label
    self.names = names
    self.isWeekend = isWeekend
  }
}
