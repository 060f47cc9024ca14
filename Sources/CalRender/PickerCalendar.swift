/// The display calendar of a request, for a picker: the month arithmetic a `PickerState` moves
/// through, the direction and first weekday its screen uses, and dates written with skeletons in
/// the locale.
///
/// `Sendable`: it owns its provider's calendar (ICU handles) behind a lock, so one calendar can
/// serve a picker whose states move on any thread. Everything it throws is a ``CalRenderError``.
///
/// ```swift
/// var request = CalendarRequest(locale: "he-IL", calendar: .hebrew)
/// let calendar = try PickerCalendar(request)
/// var state = PickerState(focus: JulianDay(isoYear: 2024, month: 2, day: 10), calendar: calendar)
/// state.moveMonths(by: 1)  // Adar I 5784 → Adar II
/// request.view = .month(containing: state.focus)
/// request.focus = state.focus
/// request.selection = state.selection
/// ```
public final class PickerCalendar: Sendable {
  private let calendar: Locked<any ProvidedCalendar>
  private let facts: CalendarFacts

  /// The calendar of `request`'s locale, calendar system and first weekday, from the default
  /// provider; the locale defaults as ``CalendarRenderer`` defaults it (from `environment`, else the
  /// process's environment).
  /// - Throws: ``CalRenderError`` for an unknown locale or an unsupported calendar.
  public convenience init(_ request: CalendarRequest, environment: [String: String]? = nil) throws {
    try self.init(Self.open(request, EnvironmentPolicy(environment)))
  }

  /// The calendar of `request` for a picker whose frames `renderer` draws: the locale defaults as
  /// the renderer's, and the calendar comes from the renderer's provider (sharing its patterns:
  /// one pattern generator per locale and calendar, the key help's field names from it too).
  /// - Throws: ``CalRenderError`` for an unknown locale or an unsupported calendar.
  public convenience init(_ request: CalendarRequest, renderer: CalendarRenderer) throws {
    try self.init(Self.open(request, renderer.environment))
  }

  private init(_ calendar: any ProvidedCalendar) {
    facts = calendar.calendarFacts
    self.calendar = Locked(calendar)
  }

  private static func open(_ request: CalendarRequest, _ environment: EnvironmentPolicy) throws -> any ProvidedCalendar {
    try CalRenderError.translating {
      let locale = try environment.locale(request.locale)
      let options = CalendarOptions(
        calendar: request.calendar, firstWeekday: request.firstWeekday, reform: request.reform)
      return try environment.provider.makeCalendar(locale, options)
    }
  }

  /// The calendar system (the locale's own unless the request names one).
  public var system: CalendarSystem { facts.calendar }
  /// The locale's writing direction: in `.rtl` the week runs from right to left on screen.
  public var direction: TextDirection { facts.direction }
  /// The first day of the week (the request's, else the locale's).
  public var firstWeekday: Weekday { facts.firstWeekday }
  /// The BCP 47 tag of the locale in use.
  public var languageTag: String { facts.languageTag }

  /// The month containing `day`.
  /// - Throws: ``CalRenderError`` `.usage` outside the span the calendar covers.
  public func month(containing day: JulianDay) throws -> MonthSpan {
    try CalRenderError.translating { try arithmetic.month(containing: day) }
  }
  /// The month after `month`.
  /// - Throws: ``CalRenderError`` `.usage` past the span the calendar covers.
  public func month(after month: MonthSpan) throws -> MonthSpan {
    try CalRenderError.translating { try arithmetic.month(after: month) }
  }
  /// The month `code` of `year`.
  /// - Throws: ``CalRenderError`` `.usage` when that year has none.
  public func month(year: Int, code: MonthCode) throws -> MonthSpan {
    try CalRenderError.translating { try arithmetic.month(year: year, code: code) }
  }
  /// Day `day` of a month.
  /// - Throws: ``CalRenderError`` `.usage` when it does not exist.
  public func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay {
    try CalRenderError.translating { try arithmetic.day(day, year: year, code: code) }
  }

  /// The month arithmetic a ``PickerState`` moves through (its errors the model's).
  var arithmetic: Arithmetic { Arithmetic(calendar: calendar, system: facts.calendar) }

  /// The provider calendar's months, under the calendar's lock.
  struct Arithmetic: CalendarArithmetic, Sendable {
    let calendar: Locked<any ProvidedCalendar>
    let system: CalendarSystem

    func month(containing day: JulianDay) throws -> MonthSpan {
      try calendar.withLock { try $0.monthArithmetic.month(containing: day) }
    }
    func month(after month: MonthSpan) throws -> MonthSpan {
      try calendar.withLock { try $0.monthArithmetic.month(after: month) }
    }
    func month(year: Int, code: MonthCode) throws -> MonthSpan {
      try calendar.withLock { try $0.monthArithmetic.month(year: year, code: code) }
    }
    func day(_ day: Int, year: Int, code: MonthCode) throws -> JulianDay {
      try calendar.withLock { try $0.monthArithmetic.day(day, year: year, code: code) }
    }
  }

  /// `day` written with the locale's best pattern for a skeleton (`yMMMEd` →
  /// "2024년 2월 14일 (수)"), in the display calendar.
  /// - Throws: ``CalRenderError`` `.usage` when the skeleton is not letters only.
  public func format(_ day: JulianDay, skeleton: String) throws -> String {
    guard !skeleton.isEmpty,
      skeleton.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
    else {
      throw CalRenderError(.usage, "invalid skeleton '\(skeleton)'", hint: "pattern letters only, e.g. yMMMEd")
    }
    do {
      // The full date is composed where calrender corrects the calendar's month (a Chinese new
      // moon, a Hebrew year ICU starts late); any other skeleton is the provider's own formatting.
      return try calendar.withLock { calendar in
        if skeleton == "yMMMMEEEEd" { return try calendar.fullDate(day) }
        return try calendar.format(day, pattern: try calendar.bestPattern(skeleton: skeleton))
      }
    } catch {
      throw CalRenderError(.usage, "cannot format with skeleton '\(skeleton)': \(error)")
    }
  }

  /// A range of days written with the locale's interval format for a skeleton (`yMMMd` →
  /// "2024. 2. 10. ~ 2024. 2. 20.", "10–20 Feb 2024"), in the display calendar.
  /// - Throws: ``CalRenderError`` `.usage` when the skeleton is not letters only.
  public func format(_ range: ClosedRange<JulianDay>, skeleton: String) throws -> String {
    guard range.lowerBound != range.upperBound else { return try format(range.lowerBound, skeleton: skeleton) }
    _ = try format(range.lowerBound, skeleton: skeleton)  // checks the skeleton
    do {
      return try calendar.withLock { try $0.format(from: range.lowerBound, to: range.upperBound, skeleton: skeleton) }
    } catch {
      throw CalRenderError(.usage, "cannot format with skeleton '\(skeleton)': \(error)")
    }
  }

  /// The locale's words for the picker's keys ("Month", "월"; "Today", "오늘"), or nil where the
  /// locale has none of its own.
  public func fieldNames() -> PickerFieldNames {
    calendar.withLock { calendar in
      PickerFieldNames(
        year: calendar.displayName(of: .year), month: calendar.displayName(of: .month),
        week: calendar.displayName(of: .week), day: calendar.displayName(of: .day), today: calendar.todayName)
    }
  }
}

extension PickerState {
  /// A picker focused on `focus`, moving through `calendar`'s months, in its direction, with its
  /// first weekday.
  /// - Parameters:
  ///   - focus: the day that has the focus first (moved into `reachable` when it is outside).
  ///   - mode: one day or a range.
  ///   - bounds: the days that can be chosen; nil: all.
  ///   - reachable: the days the focus may move to (default ``supportedDays``).
  ///   - calendar: the request's display calendar.
  public init(
    focus: JulianDay, mode: Mode = .single, bounds: ClosedRange<JulianDay>? = nil,
    reachable: ClosedRange<JulianDay> = PickerState.supportedDays, calendar: PickerCalendar
  ) {
    self.init(
      focus: focus, mode: mode, bounds: bounds, reachable: reachable, arithmetic: calendar.arithmetic,
      direction: calendar.direction, firstWeekday: calendar.firstWeekday)
  }
}
