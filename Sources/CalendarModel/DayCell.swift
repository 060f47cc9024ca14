/// One cell of a week row.
///
/// A grid makes 42 of them a month, and most are plain: a day number of a few bytes, no events,
/// holidays or second date. So a cell keeps one reference at most, and none when plain:
///
/// - the label as its ``PackedLabel`` (its UTF-8 bytes in one word: every day number in
///   practice), not as a `String`: no string to retain when a grid makes the cell and to release
///   when it goes, and renderers write the bytes with one store;
/// - everything rare or shared in one immutable object out of line (nil when there is nothing):
///   events, holidays, the secondary date, a label longer than eight bytes, and the buffer that
///   holds the grid's full-date labels (``fullDateLabel``), which plain cells of one grid share;
///   each cell keeps its label's range in that buffer inline.
///
/// The layout is the model's business: the properties read and write as plain stored values, and
/// equal cells compare equal however they were made or decorated (an empty list set is no list, a
/// shared buffer compares by its text).
///
/// ```swift
/// for day in week.days where day.inMonth {
///   let holiday = day.holidays.first?.name  // "설날"
///   let lunar = day.secondary?.label  // the second calendar's date, when asked for
///   print(day.label, day.isToday, day.selection as Any, day.events.map(\.title), holiday ?? "", lunar ?? "")
/// }
/// ```
public struct DayCell: Hashable, Sendable {
  /// The day itself, the same in every calendar system.
  public var date: JulianDay
  /// The day number in the display calendar (of the adjacent month when not `inMonth`).
  public var day: Int
  /// The label's bytes packed for renderers that write them with one store; count 0 when the
  /// label is empty or longer than eight bytes (then kept out of line).
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
  /// The range of ``fullDateLabel`` in the out-of-line part's buffer (0..<0 without one).
  private var fullDateStart: Int32 = 0
  private var fullDateEnd: Int32 = 0
  /// Events, holidays, second date, a long label and the full dates' buffer; nil when none.
  /// (Given by its initial value, not assigned in `init`: assigned, a grid made each cell on the
  /// stack and copied it into its buffer, retaining and releasing the reference.)
  @usableFromInline var extras: Extras? = nil

  /// The bare day number in the locale's digits (`28`, `٢٨`).
  ///
  /// Made from ``packedLabel`` when read (a renderer writing many cells reads the packed bytes).
  public var label: String {
    get { packedLabel.count > 0 ? packedLabel.description : extras?.longLabel ?? "" }
    set {
      let packed = PackedLabel(newValue)
      let long = packed.count == 0 ? newValue : ""
      packedLabel = packed
      if long.isEmpty && longLabel.isEmpty { return }
      extras = Extras.make(events, holidays, secondary, long, extras?.fullDates, sky: sky)
    }
  }

  /// The label when it is too long to pack ("" otherwise).
  private var longLabel: String { extras?.longLabel ?? "" }

  /// The events on this day, in order (all-day first, then by start).
  public var events: [DayEvent] {
    // Inlinable: renderers ask every cell (a call across modules for each costs more than the read).
    @inlinable get { extras?.events ?? [] }
    set {
      // Decorations set an empty list on every plain cell: nothing to change (and a cell sharing
      // its grid's full-date buffer keeps sharing it).
      if newValue.isEmpty && events.isEmpty { return }
      extras = Extras.make(newValue, holidays, secondary, longLabel, extras?.fullDates, sky: sky)
    }
  }
  /// The holidays of this day, in order (by region, then id).
  public var holidays: [DayHoliday] {
    @inlinable get { extras?.holidays ?? [] }
    set {
      if newValue.isEmpty && holidays.isEmpty { return }
      extras = Extras.make(events, newValue, secondary, longLabel, extras?.fullDates, sky: sky)
    }
  }
  /// The date in the secondary calendar (`--secondary`).
  public var secondary: SecondaryDate? {
    @inlinable get { extras?.secondary }
    set {
      // By the optionals' cases: `== nil` copies a secondary date (its strings) to compare it.
      if case .none = newValue, !(extras?.hasSecondary ?? false) { return }
      extras = Extras.make(events, holidays, newValue, longLabel, extras?.fullDates, sky: sky)
    }
  }
  /// The events of the sky on this day (`--sky`: moon phases, solar terms, equinoxes and
  /// solstices), in time order.
  public var sky: [DaySky] {
    @inlinable get { extras?.sky ?? [] }
    set {
      if newValue.isEmpty && sky.isEmpty { return }
      extras = Extras.make(events, holidays, secondary, longLabel, extras?.fullDates, sky: newValue)
    }
  }
  /// Whether the cell has any events, holidays, sky or a secondary date: a renderer going through every
  /// cell asks this once rather than each of the three (each a read of the out-of-line part).
  public var hasEventsHolidaysOrSecondary: Bool {
    @inlinable get { extras?.isDecorated ?? false }
  }
  /// The full date as the locale writes it ("2024년 2월 14일 수요일"), for accessible outputs: the
  /// text of ``fullDateLabel``.
  public var accessibleLabel: String? {
    get { fullDateLabel?.description }
    set { fullDateLabel = newValue.map(FullDateLabel.init) }
  }
  /// The full date as the locale writes it, as UTF-8 shared with the grid's other days (renderers
  /// copy it without making a string).
  public var fullDateLabel: FullDateLabel? {
    get { extras?.fullDates.map { FullDateLabel(buffer: $0, start: fullDateStart, end: fullDateEnd) } }
    set {
      (fullDateStart, fullDateEnd) = newValue.map { ($0.start, $0.end) } ?? (0, 0)
      extras = Extras.make(events, holidays, secondary, longLabel, newValue?.buffer, sky: sky)
    }
  }

  /// Whether the cell has a full-date label: a renderer writing one only where there is asks this
  /// (one read) rather than make the label.
  @inlinable package var hasFullDateLabel: Bool { extras?.fullDates != nil }

  /// Whether a holiday makes this a day off (drawn like the locale's Sunday).
  public var isDayOff: Bool { holidays.contains { $0.kind.isDayOff } }

  /// Whether the region works this day although it is a weekend day (a ``HolidayKind/workday``:
  /// 调休, 補班), drawn like a working day.
  public var isMakeUpWorkday: Bool { holidays.contains { $0.kind == .workday } }

  /// A cell; events, holidays, the secondary date and the accessible label are set after.
  public init(
    date: JulianDay, day: Int, label: String, weekday: Weekday, inMonth: Bool, isWeekend: Bool,
    isToday: Bool, isFocus: Bool, selection: Selection.Role? = nil
  ) {
    self.init(
      date: date, day: day, packedLabel: PackedLabel(label), weekday: weekday, inMonth: inMonth,
      isWeekend: isWeekend, isToday: isToday, isFocus: isFocus, selection: selection)
    if packedLabel.count == 0 { self.label = label }
  }

  /// A cell whose label was packed before (a grid packs each day number's label once), and is
  /// packed (count > 0) or empty: a longer label is set after.
  init(
    date: JulianDay, day: Int, packedLabel: PackedLabel, weekday: Weekday, inMonth: Bool, isWeekend: Bool,
    isToday: Bool, isFocus: Bool, selection: Selection.Role?
  ) {
    self.date = date
    self.day = day
    self.packedLabel = packedLabel
    self.weekday = weekday
    self.inMonth = inMonth
    self.isWeekend = isWeekend
    self.isToday = isToday
    self.isFocus = isFocus
    self.selection = selection
  }

  /// Whether the two cells hold the same values (not the same storage).
  public static func == (lhs: DayCell, rhs: DayCell) -> Bool {
    guard
      lhs.date == rhs.date && lhs.day == rhs.day && lhs.packedLabel == rhs.packedLabel
        && lhs.weekday == rhs.weekday && lhs.inMonth == rhs.inMonth && lhs.isWeekend == rhs.isWeekend
        && lhs.isToday == rhs.isToday && lhs.isFocus == rhs.isFocus && lhs.selection == rhs.selection
    else { return false }
    if lhs.extras === rhs.extras && lhs.fullDateStart == rhs.fullDateStart && lhs.fullDateEnd == rhs.fullDateEnd {
      return true
    }
    return lhs.events == rhs.events && lhs.holidays == rhs.holidays && lhs.secondary == rhs.secondary
      && lhs.longLabel == rhs.longLabel && lhs.fullDateLabel == rhs.fullDateLabel && lhs.sky == rhs.sky
  }

  /// Hashes the values ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(date)
    hasher.combine(day)
    hasher.combine(packedLabel)
    hasher.combine(weekday)
    hasher.combine(inMonth)
    hasher.combine(isWeekend)
    hasher.combine(isToday)
    hasher.combine(isFocus)
    hasher.combine(selection)
    hasher.combine(events)
    hasher.combine(holidays)
    hasher.combine(secondary)
    hasher.combine(longLabel)
    hasher.combine(fullDateLabel)
    hasher.combine(sky)
  }
}

extension DayCell {
  /// What few cells have, or many share, immutable (a change makes a new one): nil stands for
  /// none of it, so that a plain cell holds no reference.
  @usableFromInline final class Extras: Sendable {
    @usableFromInline let events: [DayEvent]
    @usableFromInline let holidays: [DayHoliday]
    @usableFromInline let secondary: SecondaryDate?
    @usableFromInline let sky: [DaySky]
    /// Whether there are events, holidays, sky events or a secondary date (not only a label or
    /// full dates).
    @usableFromInline let isDecorated: Bool
    /// Whether there is a secondary date.
    let hasSecondary: Bool
    /// A label too long to pack, else "".
    let longLabel: String
    /// The buffer of the cell's full-date label (shared by a grid's labels), if it has one.
    @usableFromInline let fullDates: [UInt8]?

    private init(
      _ events: [DayEvent], _ holidays: [DayHoliday], _ secondary: SecondaryDate?, _ longLabel: String,
      _ fullDates: [UInt8]?, _ sky: [DaySky]
    ) {
      self.events = events
      self.sky = sky
      self.holidays = holidays
      self.secondary = secondary
      self.longLabel = longLabel
      self.fullDates = fullDates
      let hasSecondary = if case .some = secondary { true } else { false }
      self.hasSecondary = hasSecondary
      isDecorated = !events.isEmpty || !holidays.isEmpty || hasSecondary || !sky.isEmpty
    }

    static func make(
      _ events: [DayEvent], _ holidays: [DayHoliday], _ secondary: SecondaryDate?, _ longLabel: String,
      _ fullDates: [UInt8]?, sky: [DaySky]
    ) -> Extras? {
      if case .some = secondary { return Extras(events, holidays, secondary, longLabel, fullDates, sky) }
      return events.isEmpty && holidays.isEmpty && longLabel.isEmpty && fullDates == nil && sky.isEmpty
        ? nil : Extras(events, holidays, secondary, longLabel, fullDates, sky)
    }

    /// Whether it holds only full dates, in `buffer`'s storage (a grid's plain cells share it).
    func holdsOnly(fullDates buffer: [UInt8]) -> Bool {
      guard !isDecorated && longLabel.isEmpty, let fullDates else { return false }
      return fullDates.withUnsafeBufferPointer { mine in
        buffer.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress && mine.count == $0.count }
      }
    }
  }
}

extension Array where Element == DayCell {
  /// Gives the cells their full-date labels, index for index (cells past the end of `labels` keep
  /// theirs):
  /// plain cells whose labels are in one buffer share one out-of-line part, so a grid's accessible
  /// labels cost no allocation a cell.
  package mutating func setFullDateLabels(_ labels: [FullDateLabel]) {
    var shared: DayCell.Extras?
    for index in 0..<Swift.min(count, labels.count) {
      let label = labels[index]
      if self[index].extras == nil, let shared, shared.holdsOnly(fullDates: label.buffer) {
        self[index].shareFullDateLabel(label, in: shared)
      } else {
        self[index].fullDateLabel = label
        if let extras = self[index].extras, extras.holdsOnly(fullDates: label.buffer) { shared = extras }
      }
    }
  }
}

extension DayCell {
  /// Sets the full-date label of a plain cell, whose buffer `extras` holds and nothing else.
  fileprivate mutating func shareFullDateLabel(_ label: FullDateLabel, in extras: Extras) {
    (fullDateStart, fullDateEnd) = (label.start, label.end)
    self.extras = extras
  }
}
