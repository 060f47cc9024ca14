/// One cell of a week row.
///
/// A grid makes 42 of them a month, most with no events, holidays or second date: those three
/// are kept out of line (one reference, nil when all are empty), so a plain cell is small to
/// make, copy and free.
public struct DayCell: Hashable, Sendable {
  /// The day itself, the same in every calendar system.
  public var date: JulianDay
  /// The day number in the display calendar (of the adjacent month when not `inMonth`).
  public var day: Int
  /// The bare day number in the locale's digits (`28`, `٢٨`).
  public var label: String {
    didSet { packedLabel = PackedLabel(label) }
  }
  /// The label's bytes packed for renderers that write them with one store.
  public private(set) var packedLabel: PackedLabel
  /// The day of the week (its column).
  public var weekday: Weekday
  /// Whether the day belongs to the month of its grid (else it fills a leading or trailing cell).
  public var inMonth: Bool
  /// Whether the locale counts its weekday as weekend (CLDR `weekendStart`…`weekendEnd`).
  public var isWeekend: Bool
  /// Whether it is the document's today.
  public var isToday: Bool
  /// The day named on the command line.
  public var isFocus: Bool
  /// Its part in the selection, if selected.
  public var selection: Selection.Role?
  /// The events on this day, in order (all-day first, then by start).
  public var events: [DayEvent] {
    // Inlinable: renderers ask every cell (a call across modules for each costs more than the read).
    @inlinable get { extras?.events ?? [] }
    set { extras = Extras.make(newValue, holidays, secondary) }
  }
  /// The holidays of this day, in order (by region, then id).
  public var holidays: [DayHoliday] {
    @inlinable get { extras?.holidays ?? [] }
    set { extras = Extras.make(events, newValue, secondary) }
  }
  /// The date in the secondary calendar (`--secondary`).
  public var secondary: SecondaryDate? {
    @inlinable get { extras?.secondary }
    set { extras = Extras.make(events, holidays, newValue) }
  }
  /// Events, holidays and second date; nil when there are none.
  @usableFromInline var extras: Extras?
  /// Whether the cell has any events, holidays or a secondary date: a renderer going through every
  /// cell asks this once rather than each of the three (each a read of the out-of-line part).
  public var hasEventsHolidaysOrSecondary: Bool {
    @inlinable get { extras != nil }
  }
  /// The full date as the locale writes it ("2024년 2월 14일 수요일"), for accessible outputs: the
  /// text of ``fullDateLabel``.
  public var accessibleLabel: String? {
    get { fullDateLabel?.description }
    set { fullDateLabel = newValue.map(FullDateLabel.init) }
  }
  /// The full date as the locale writes it, as UTF-8 shared with the grid's other days (renderers
  /// copy it without making a string).
  public var fullDateLabel: FullDateLabel?

  /// Whether a holiday makes this a day off (drawn like the locale's Sunday).
  public var isDayOff: Bool { holidays.contains { $0.kind.isDayOff } }

  /// A cell; events, holidays, the secondary date and the accessible label are set after.
  public init(
    date: JulianDay, day: Int, label: String, weekday: Weekday, inMonth: Bool, isWeekend: Bool,
    isToday: Bool, isFocus: Bool, selection: Selection.Role? = nil
  ) {
    self.init(
      date: date, day: day, label: label, packedLabel: PackedLabel(label), weekday: weekday, inMonth: inMonth,
      isWeekend: isWeekend, isToday: isToday, isFocus: isFocus, selection: selection)
  }

  /// A cell whose label was packed before (a grid packs each day number's label once).
  init(
    date: JulianDay, day: Int, label: String, packedLabel: PackedLabel, weekday: Weekday, inMonth: Bool,
    isWeekend: Bool, isToday: Bool, isFocus: Bool, selection: Selection.Role?
  ) {
    self.date = date
    self.day = day
    self.label = label
    self.packedLabel = packedLabel
    self.weekday = weekday
    self.inMonth = inMonth
    self.isWeekend = isWeekend
    self.isToday = isToday
    self.isFocus = isFocus
    self.selection = selection
  }
}

extension DayCell {
  /// The decorations few cells have, immutable (a change makes a new one): nil stands for none,
  /// so that equal cells compare equal however they were decorated.
  @usableFromInline final class Extras: Hashable, Sendable {
    @usableFromInline let events: [DayEvent]
    @usableFromInline let holidays: [DayHoliday]
    @usableFromInline let secondary: SecondaryDate?

    private init(_ events: [DayEvent], _ holidays: [DayHoliday], _ secondary: SecondaryDate?) {
      self.events = events
      self.holidays = holidays
      self.secondary = secondary
    }

    static func make(_ events: [DayEvent], _ holidays: [DayHoliday], _ secondary: SecondaryDate?) -> Extras? {
      events.isEmpty && holidays.isEmpty && secondary == nil ? nil : Extras(events, holidays, secondary)
    }

    @usableFromInline static func == (lhs: Extras, rhs: Extras) -> Bool {
      lhs === rhs || (lhs.events == rhs.events && lhs.holidays == rhs.holidays && lhs.secondary == rhs.secondary)
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
      hasher.combine(events)
      hasher.combine(holidays)
      hasher.combine(secondary)
    }
  }
}
