import CalendarModel

/// What the layout stage is asked to draw: which days, in which shape, with which decorations.
public struct LayoutRequest: Hashable, Sendable {
  /// Which days, in which shape.
  public enum View: Hashable, Sendable {
    /// One month.
    case month(MonthSpan)
    /// `count` months starting at a month.
    case months(from: MonthSpan, count: Int)
    /// Every month of the year the month belongs to.
    case year(of: MonthSpan)
    /// The week (seven days from the first weekday) that holds a day.
    case week(containing: JulianDay)
  }

  /// Which months or week.
  public var view: View
  /// The width of the weekday headers.
  public var weekdayWidth: LabelWidth = .short
  /// Always six week rows.
  public var fixedWeeks = false
  /// Number the week rows by this rule (the week of each row's fourth cell).
  public var weekNumbering: WeekNumbering?
  /// The day marked as today; nil marks none.
  public var today: JulianDay?
  /// The day named by the request (underlined, focused).
  public var focus: JulianDay?
  /// The days marked as selected.
  public var selection = Selection()
  /// Give every day its full localized date (SVG and HTML read it out).
  public var accessibleLabels = false
  /// List the events of the days shown under the view.
  public var agenda = false

  /// A request for a view with no decorations.
  public init(view: View) { self.view = view }
}
