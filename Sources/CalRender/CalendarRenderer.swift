import CalendarLayout
import CalendarPrint
import CalendarRenderers
import LocaleOverlays
import PatternLint

/// Answers ``CalendarRequest``s: builds the document of a request from its provider's locale facts
/// and the layout stage, and renders it as text, JSON, SVG or HTML.
///
/// Its provider keeps what is costly to open (calendars, formatters and pattern generators, per
/// locale and calendar) between requests: keep one renderer for a pager or a picker rather than one
/// per call. It is thread-safe: requests on different threads run at once, each with calendars of
/// its own, and give the same bytes as on one thread.
///
/// ```swift
/// let renderer = CalendarRenderer()
/// let text = try renderer.render(CalendarRequest(locale: "ja-JP"), as: .text)
/// let document = try renderer.document(CalendarRequest(locale: "ar-SA", view: .year(containing: nil)))
/// ```
public final class CalendarRenderer: Sendable {
  /// The library's version, written into every document's `generator`.
  public static let version = "0.1.0"

  /// Where every locale fact and format of this renderer's requests comes from.
  public let provider: any CalendarDataProvider
  /// The provider's display width, kept: renderers measure every label with it.
  private let measure: @Sendable (String) -> Int
  let environment: EnvironmentPolicy
  private let overlays = LocaleOverlays()

  /// Holiday engines by regions and language (thread-safe themselves, shared by requests).
  private let regionHolidays = Locked<[String: RegionHolidays]>([:])
  /// The sky's events by year, computed when a request first marks them (shared by requests).
  private let skyYears = SkyYears()

  /// A renderer over the default provider (``defaultProvider()``) whose defaults (locale, zone)
  /// come from `environment`, or from the process's environment when nil.
  public convenience init(environment: [String: String]? = nil) {
    self.init(provider: Self.defaultProvider(), environment: environment)
  }

  /// A renderer over `provider`, whose defaults (locale, zone) come from `environment`, or when nil
  /// from the provider's view of the process (ICU: `LC_ALL`/`LC_TIME`/`LANG` and `TZ`).
  public init(provider: any CalendarDataProvider, environment: [String: String]? = nil) {
    self.provider = provider
    measure = provider.displayWidthMeasure
    self.environment = EnvironmentPolicy(environment, provider: provider)
  }

  /// The document a request describes: the model every renderer draws.
  /// - Parameters:
  ///   - request: what to show.
  ///   - accessibleLabels: give every day its full localized date (``DayCell/fullDateLabel``,
  ///     which SVG and HTML read out and an app's VoiceOver label wants), as every format needs it:
  ///     on by default; `false` saves its cost (one formatted date a day) where nothing reads it.
  /// - Throws: ``CalRenderError``.
  ///
  /// ```swift
  /// let february = CalendarRequest(locale: "ko-KR", view: .month(containing: JulianDay(isoYear: 2024, month: 2, day: 14)))
  /// let cell = try CalendarRenderer().document(february).months[0].weeks[2].days[3]
  /// print(cell.label, cell.accessibleLabel ?? "")  // 14 2024년 2월 14일 수요일
  /// ```
  public func document(_ request: CalendarRequest, accessibleLabels: Bool = true) throws -> CalendarDocument {
    try translatingErrors {
      try withLayout(request, accessibleLabels: accessibleLabels) { layout, layoutRequest in
        try layout.document(layoutRequest)
      }
    }
  }

  /// The request rendered as `format`.
  /// - Throws: ``CalRenderError``.
  /// - Throws: ``CalRenderError``; `.usage` for a binary format (PDF, PNG: render into a ``ByteSink``).
  public func render(_ request: CalendarRequest, as format: OutputFormat) throws -> String {
    try Self.refuseBinary(format)
    return try render(try document(request, accessibleLabels: format.wantsAccessibleLabels), as: format)
  }

  /// A String carries text only: PDF and PNG go into a ``ByteSink``.
  private static func refuseBinary(_ format: OutputFormat) throws {
    guard format.isBinary else { return }
    throw CalRenderError(
      .usage, "\(format.name.uppercased()) output is binary and cannot be returned as a String",
      hint: "render it into a ByteSink: render(_:as:to:)")
  }

  /// The request rendered as `format` into `sink` as it is built, a month (text: a row of months)
  /// at a time: the bytes `render(request, as: format)` returns, in pieces, with the memory of a
  /// few months whatever the number of months shown.
  ///
  /// Everything a request can get wrong (locale, calendar, dates, the span of months, zone,
  /// holiday regions, title pattern) is checked before the first byte reaches `sink`; a failure
  /// after it (ICU failing to format a month: an internal error) leaves the bytes written so far.
  /// - Returns: the years the view reaches outside its holiday regions' data (the document's
  ///   ``CalendarDocument/holidayCoverageGaps``), for the caller to say so beside a format that has
  ///   no place for it (text: the command prints ``HolidayCoverageGap/note(_:)`` on stderr).
  /// - Throws: ``CalRenderError``, or what `sink` throws, as it threw it.
  @discardableResult
  public func render(_ request: CalendarRequest, as format: OutputFormat, to sink: some ByteSink) throws
    -> [HolidayCoverageGap]
  {
    switch format.kind {
    case .pango, .waybar:
      // A status bar's calendar is a month or three, its markup one element: rendered whole.
      let document = try document(request, accessibleLabels: format.wantsAccessibleLabels)
      var bytes = try render(document, as: format)
      try bytes.withUTF8 { try sink.write(UnsafeRawBufferPointer($0)) }
      return document.holidayCoverageGaps
    case .text, .json, .svg, .html, .pdf, .png:
      break
    }
    let recording = RecordingSink(sink)
    do {
      return try translatingErrors {
        try withLayout(request, accessibleLabels: format.wantsAccessibleLabels) { layout, layoutRequest in
          let source = try layout.streamedDocument(layoutRequest)
          try write(source, as: format, to: recording)
          return source.frame.holidayCoverageGaps
        }
      }
    } catch {
      // The sink's own failure (a full disk) is its caller's to report, not an internal error.
      if let failure = recording.failure { throw failure }
      throw error
    }
  }

  /// A sink that remembers what its sink threw, so that the error reaches the caller as thrown.
  private final class RecordingSink<Sink: ByteSink>: ByteSink {
    let sink: Sink
    var failure: (any Error)?
    init(_ sink: Sink) { self.sink = sink }
    func write(_ bytes: UnsafeRawBufferPointer) throws {
      do { try sink.write(bytes) } catch {
        failure = error
        throw error
      }
    }
  }

  /// Writes `source` as `format` into `sink`.
  private func write(_ source: some DocumentSource, as format: OutputFormat, to sink: some ByteSink) throws {
    switch format.kind {
    case .text(let options):
      try TextRenderer(
        options: .init(
          columns: options.columns, color: options.color, adjacent: options.adjacentDays,
          displayWidth: measure)
      ).write(source, to: sink)
    case .json:
      try JSONRenderer().write(source, to: sink)
    case .svg(let options):
      try SVGRenderer(
        options: .init(
          theme: options.theme, columns: options.columns, adjacent: options.adjacentDays, displayWidth: measure)
      ).write(source, to: sink)
    case .html(let options):
      try HTMLRenderer(
        options: .init(theme: options.theme, standalone: options.standalone, adjacent: options.adjacentDays)
      ).write(source, to: sink)
    case .pango, .waybar:
      // Rendered whole (above): never streamed.
      break
    case .pdf(let options), .png(let options):
      let printed = try translatingErrors { try printRenderer(format, options, locale: source.frame.locale).render(source) }
      try printed.bytes.withUnsafeBytes { bytes in
        // In pieces of 64 KiB, as the other renderers hand theirs over.
        var offset = 0
        repeat {
          let end = min(offset + 65_536, bytes.count)
          try sink.write(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
          offset = end
        } while offset < bytes.count
      }
    }
  }

  /// The print renderer of `format`: the paper given, else the locale's (from the provider).
  func printRenderer(_ format: OutputFormat, _ options: OutputFormat.PrintOptions, locale tag: String) throws
    -> PrintRenderer
  {
    var paper = try options.paper ?? provider.paperSize(of: provider.locale(tag))
    if options.landscape { paper = paper.landscape }
    let points = 72 / 25.4
    let medium: PrintRenderer.Options.Medium = if case .png = format.kind { .png } else { .pdf }
    return PrintRenderer(
      options: .init(
        medium: medium, pageWidth: paper.widthMillimeters * points, pageHeight: paper.heightMillimeters * points,
        margin: options.marginMillimeters * points, theme: options.theme, adjacent: options.adjacentDays,
        pixelWidth: options.pixelSize?.width, pixelHeight: options.pixelSize?.height, scale: options.scale,
        creationDate: options.creationDate.map(Self.iso8601)))
  }

  /// Seconds since 1970 as Cairo's ISO 8601 date (UTC).
  static func iso8601(_ seconds: Int64) -> String {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let rest = Int(seconds - days * 86_400)
    let date = JulianDay(Int(days) + 2_440_588).isoString
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(date)T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))Z"
  }

  /// A document rendered as `format` (SVG and HTML want it built with `accessibleLabels`).
  /// - Throws: ``CalRenderError`` `.usage` for a binary format (PDF, PNG): render those into a
  ///   ``ByteSink`` with `render(_:as:to:)`.
  public func render(_ document: CalendarDocument, as format: OutputFormat) throws -> String {
    try Self.refuseBinary(format)
    return switch format.kind {
    case .text(let options):
      TextRenderer(
        options: .init(
          columns: options.columns, color: options.color, adjacent: options.adjacentDays,
          displayWidth: measure)
      ).render(document)
    case .json:
      JSONRenderer().render(document)
    case .svg(let options):
      SVGRenderer(
        options: .init(
          theme: options.theme, columns: options.columns, adjacent: options.adjacentDays, displayWidth: measure)
      ).render(document)
    case .html(let options):
      HTMLRenderer(
        options: .init(theme: options.theme, standalone: options.standalone, adjacent: options.adjacentDays)
      ).render(document)
    case .pango(let options):
      PangoRenderer(options: textOptions(options)).render(document)
    case .waybar(let options):
      WaybarRenderer(options: textOptions(options)).render(document)
    case .pdf, .png: ""  // refused above
    }
  }

  /// A document rendered as `format` into `sink`: the only way to a document's PDF or PNG.
  /// - Throws: ``CalRenderError`` (`.unavailable` when Cairo or Pango cannot be opened), or what
  ///   `sink` throws.
  public func render(_ document: CalendarDocument, as format: OutputFormat, to sink: some ByteSink) throws {
    try write(WholeDocument(document), as: format, to: sink)
  }

  /// The text renderer's options of `options`, measured by the provider.
  private func textOptions(_ options: OutputFormat.TextOptions) -> TextRenderer.Options {
    TextRenderer.Options(
      columns: options.columns, color: options.color, adjacent: options.adjacentDays, displayWidth: measure)
  }

  /// The holidays of `request.holidays` (the locale's region's by default) from `from` to `to`,
  /// dates written in the request's locale.
  /// - Throws: ``CalRenderError`` (`.usage` for an unknown region or a span over 200 years).
  public func holidayList(_ request: CalendarRequest, from: JulianDay, to: JulianDay) throws -> HolidayList {
    try translatingErrors {
      guard from <= to, from.distance(to: to) <= 200 * 366 else {
        throw CalRenderError(.usage, "invalid span \(from.isoString)..\(to.isoString)", hint: "at most 200 years, FROM before TO")
      }
      return try withCalendar(request) { calendar, locale in
        let facts = calendar.calendarFacts
        var entries: [HolidayList.Entry] = []
        var regions: [String] = []
        var gaps: [HolidayCoverageGap] = []
        if let source = try holidaySource(request.holidays, locale: locale, languageTag: facts.languageTag) {
          regions = (source as? RegionHolidays)?.codes ?? []
          gaps = source.coverageGaps(in: from...to)
          for (day, list) in try source.holidays(in: from...to).sorted(by: { $0.key < $1.key }) {
            let label = try calendar.agendaDate(day)
            for holiday in list { entries.append(.init(date: day, dateLabel: label, holiday: holiday)) }
          }
        }
        var list = HolidayList(locale: facts.languageTag, regions: regions, from: from, to: to, entries: entries)
        list.coverageGaps = gaps
        return list
      }
    }
  }

  /// The holidays of a year of the request's display calendar (nil: the year of today).
  public func holidayList(_ request: CalendarRequest, year: Int?) throws -> HolidayList {
    if let year { return try holidayList(request, years: year...year) }
    let year = try translatingErrors {
      try withCalendar(request) { calendar, _ in
        try calendar.monthArithmetic.month(containing: self.today(request) ?? environment.today(request.timeZone)).year
      }
    }
    return try holidayList(request, years: year...year)
  }

  /// The holidays of the years `years` of the request's display calendar (`holidays 2045..2046`):
  /// from the first day of the first year to the last day of the last.
  public func holidayList(_ request: CalendarRequest, years: ClosedRange<Int>) throws -> HolidayList {
    let (first, last) = try translatingErrors {
      try withCalendar(request) { calendar, _ in
        let arithmetic = calendar.monthArithmetic
        let (firstMonths, lastMonths) = (
          try arithmetic.months(ofYear: years.lowerBound), try arithmetic.months(ofYear: years.upperBound)
        )
        guard let first = firstMonths.first, let last = lastMonths.last else {
          let year = firstMonths.isEmpty ? years.lowerBound : years.upperBound
          throw CalRenderError(.usage, "the \(calendar.calendarFacts.calendar.identifier) calendar has no year \(year)")
        }
        return (first.start, last.last)
      }
    }
    return try holidayList(request, from: first, to: last)
  }

  /// A holiday list as text, `calrender-holidays/1` JSON, or an iCalendar file.
  public func render(_ list: HolidayList, as format: HolidayListFormat) -> String {
    switch format {
    case .text: HolidayListRenderer().text(list, displayWidth: measure)
    case .json: HolidayListRenderer().json(list)
    case .iCalendar: HolidayListRenderer().iCalendar(list, generator: "calrender \(Self.version)")
    }
  }

  /// Runs `body` with the request's calendar, lent by the provider while it runs.
  func withCalendar<T>(_ request: CalendarRequest, _ body: (any ProvidedCalendar, CalendarLocale) throws -> T) throws -> T {
    let locale = try environment.locale(request.locale)
    return try provider.withCalendar(locale, request.calendarOptions) { try body($0, locale) }
  }

  // MARK: - Building

  /// Runs `body` with the layout of a request and what it asks the layout for, the request's
  /// calendar lent by the provider until `body` returns.
  private func withLayout<T>(
    _ request: CalendarRequest, accessibleLabels: Bool, _ body: (DocumentLayout, LayoutRequest) throws -> T
  ) throws -> T {
    let locale = try environment.locale(request.locale)
    if let pattern = request.titlePattern {
      try TitlePatternCheck(locale: locale, allowsWeekYear: request.allowsWeekYear, provider: provider)
        .check(pattern, near: try self.today(request) ?? environment.today(request.timeZone))
    }
    return try provider.withCalendar(locale, request.calendarOptions) { calendar in
      try withLayout(request, calendar: calendar, locale: locale, accessibleLabels: accessibleLabels, body)
    }
  }

  /// ``withLayout(_:accessibleLabels:_:)`` with the request's calendar lent.
  private func withLayout<T>(
    _ request: CalendarRequest, calendar: any ProvidedCalendar, locale: CalendarLocale, accessibleLabels: Bool,
    _ body: (DocumentLayout, LayoutRequest) throws -> T
  ) throws -> T {
    // An unknown zone is an error even when a fixed today makes the clock unnecessary.
    if let zone = request.timeZone { _ = try environment.today(zone) }
    let today = try self.today(request)
    let (view, named) = try resolve(request.view, calendar: calendar) { try today ?? self.environment.today(request.timeZone) }

    var layoutRequest = LayoutRequest(view: view)
    layoutRequest.weekdayWidth = request.weekdayWidth
    layoutRequest.fixedWeeks = request.fixedWeeks
    layoutRequest.weekNumbering = request.weekNumbering
    layoutRequest.today = today
    layoutRequest.focus = request.focus ?? named
    layoutRequest.selection = request.selection
    layoutRequest.accessibleLabels = accessibleLabels
    layoutRequest.agenda = request.agenda

    let facts = calendar.calendarFacts
    let versions = provider.versions
    var layout = DocumentLayout(
      localization: calendar,
      generator: .init(version: Self.version, provider: versions.provider, icu: versions.icu, cldr: versions.cldr),
      weekendColors: overlays.weekendColors(
        locale: calendar.locale.identifier, likelyIdentifier: provider.likelySubtags(of: calendar.locale),
        weekend: facts.weekend))
    // The second calendar first: its failure is reported before the holidays' and the events'.
    func decorated(_ layout: DocumentLayout) throws -> T {
      var layout = layout
      layout.holidays = try holidaySource(request.holidays, locale: locale, languageTag: facts.languageTag)
      if let events = request.events {
        let zone = try environment.eventZone(request.timeZone)
        layout.events = EventPlacement(sources: events.sources(in: zone), timeZone: zone)
      }
      if !request.sky.isEmpty {
        let (zone, key) = try environment.keyedEventZone(request.timeZone)
        layout.sky = SkyMarks(
          phases: request.sky.contains(.phases), terms: request.sky.contains(.terms),
          seasons: request.sky.contains(.seasons), zone: zone, zoneKey: key,
          names: overlays.skyNames(
            locale: calendar.locale.identifier, likelyIdentifier: provider.likelySubtags(of: calendar.locale)),
          years: skyYears)
      }
      return try body(layout, layoutRequest)
    }
    guard let system = request.secondary else { return try decorated(layout) }
    return try provider.withSecondaryCalendar(locale, system) { secondary in
      layout.secondary = secondary
      return try decorated(layout)
    }
  }

  /// The holiday source a request's choice means.
  package func holidaySource(_ holidays: Holidays, locale: CalendarLocale, languageTag: String) throws -> (any HolidaySource)? {
    let codes: [String]
    switch holidays.choice {
    case .none: return nil
    case .source(let source): return source
    case .regions(let list): codes = list.map { $0.uppercased() }
    case .ofLocale:
      guard let region = region(of: locale), RegionHolidays.catalog.codes.contains(region) else { return nil }
      // The locale's CLDR subdivision key (`de-DE-u-sd-deby`: Bavaria) when calrender has its days.
      if let subdivision = Self.subdivision(of: locale, in: region),
        RegionHolidays.catalog.subdivisionCodes.contains(subdivision)
      {
        codes = [subdivision]
      } else {
        codes = [region]
      }
    }
    guard !codes.isEmpty else { return nil }
    let key = codes.joined(concatenating: ",") + "|" + languageTag
    if let known = regionHolidays.withLock({ $0[key] }) { return known }
    let made = try RegionHolidays(codes: codes, language: languageTag, locale: locale, provider: provider)
    regionHolidays.withLock { $0[key] = made }
    return made
  }

  /// The ISO 3166-2 code of a locale's `sd` keyword (CLDR's subdivision: `de_DE@sd=deby`,
  /// `de-DE-u-sd-deby` → `DE-BY`) when it is one of `region`'s; nil when it names none.
  static func subdivision(of locale: CalendarLocale, in region: String) -> String? {
    let identifier = locale.identifier.lowercased()
    var value: Substring?
    if let at = identifier.firstIndex(of: "@") {
      for keyword in identifier[identifier.index(after: at)...].split(separator: ";") where keyword.hasPrefix("sd=") {
        value = keyword.dropFirst(3)
      }
    } else if let range = identifier.firstLiteralRange(of: "-u-") {
      // BCP 47 (a provider's identifier may be one): the value after the `sd` key.
      let words = identifier[range.upperBound...].split(separator: "-")
      if let index = words.firstIndex(of: "sd"), index + 1 < words.endIndex { value = words[index + 1] }
    }
    let country = region.lowercased()
    guard let value, value.hasPrefix(country), value.count > country.count else { return nil }
    return region + "-" + value.dropFirst(country.count).uppercased()
  }

  /// The region a locale names, or its likely one (`ko` → KR); nil for POSIX.
  func region(of locale: CalendarLocale) -> String? {
    guard locale != provider.posixLocale, let likely = provider.likelySubtags(of: locale) else { return nil }
    let parts = likely.prefix { $0 != "@" }.split(separator: "_").dropFirst()
    return parts.first { $0.count == 2 && $0.allSatisfy(\.isUppercase) }.map(String.init)
  }

  func today(_ request: CalendarRequest) throws -> JulianDay? {
    switch request.today {
    case .clock: try environment.today(request.timeZone)
    case .date(let day): day
    case .none: nil
    }
  }

  /// The months (or week) of a view, and the day it names.
  private func resolve(_ view: CalendarRequest.View, calendar: any ProvidedCalendar, today: () throws -> JulianDay) throws
    -> (LayoutRequest.View, JulianDay?)
  {
    // The layout's arithmetic: Chinese, Korean and Umm al-Qura months from the month table.
    let arithmetic = calendar.monthArithmetic
    func checked(_ day: JulianDay?) throws -> JulianDay {
      let day = try day ?? today()
      guard JulianDay.supportedRange.contains(day) else {
        throw CalRenderError(.usage, "date '\(day.isoString)' is outside 0001-01-01..9999-12-31")
      }
      return day
    }
    switch view.kind {
    case .month(let day):
      return (.month(try arithmetic.month(containing: try checked(day))), nil)
    case .monthOfYear(let year, let code):
      return (.month(try arithmetic.month(year: year, code: code)), nil)
    case .months(let day, let count, let centered):
      guard count >= 1 else { throw CalRenderError(.usage, "a view needs at least one month") }
      var first = try arithmetic.month(containing: try checked(day))
      if centered { for _ in 0..<(count / 2) { first = try arithmetic.month(before: first) } }
      return (.months(from: first, count: count), nil)
    case .year(let day):
      return (.year(of: try arithmetic.month(containing: try checked(day))), nil)
    case .yearNumber(let year):
      return (.year(of: try arithmetic.month(year: year, code: MonthCode(number: 1))), nil)
    case .week(let day):
      let shown = try checked(day)
      try WeekSpanCheck.check(shown, firstWeekday: calendar.calendarFacts.firstWeekday)
      return (.week(containing: shown), nil)
    }
  }

  /// Every failure below the front door becomes a ``CalRenderError`` with its code.
  private func translatingErrors<T>(_ body: () throws -> T) throws -> T { try CalRenderError.translating(body) }
}

extension CalendarRequest {
  /// This request rendered as `format` by a renderer of its own (keep a ``CalendarRenderer`` to
  /// render many).
  public func render(as format: OutputFormat) throws -> String { try CalendarRenderer().render(self, as: format) }

  /// This request's document, built by a renderer of its own.
  public func document() throws -> CalendarDocument { try CalendarRenderer().document(self) }
}
