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
  let measure: @Sendable (String) -> Int
  let environment: EnvironmentPolicy
  let overlays = LocaleOverlays()
  /// Each locale's likely subtags, holiday region and weekend colours, derived once.
  let localeDerivations = LocaleDerivations()

  /// Holiday engines by regions and language (thread-safe themselves), one set per processor: the
  /// requests two threads answer at once each compute and read their own (``Sharded``).
  let regionHolidays = Sharded<[String: RegionHolidays]> { [:] }
  /// The sky's events by year, computed when a request first marks them (shared by requests).
  let skyYears = SkyYears()

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

  /// The request rendered as `format` into `sink` as it is built, a month (text: a row of months)
  /// at a time: the bytes `render(request, as: format)` returns, in pieces, with the memory of a
  /// few months whatever the number of months shown.
  ///
  /// Everything a request can get wrong (locale, calendar, dates, the span of months, zone,
  /// holiday regions, title pattern) is checked before the first byte reaches `sink`; a failure
  /// after it (ICU failing to format a month: an internal error) leaves the bytes written so far.
  /// - Returns: what the caller may say beside a format that has no place for it (text: the
  ///   command prints ``RenderNotes/lines`` on stderr): the years the view reaches outside its
  ///   holiday regions' data (the document's ``CalendarDocument/holidayCoverageGaps``) and the
  ///   regions whose estimated holidays it shows.
  /// - Throws: ``CalRenderError``, or what `sink` throws, as it threw it.
  @discardableResult
  public func render(_ request: CalendarRequest, as format: OutputFormat, to sink: some ByteSink) throws
    -> RenderNotes
  {
    switch format.kind {
    case .pango, .waybar:
      // A status bar's calendar is a month or three, its markup one element: rendered whole.
      let document = try document(request, accessibleLabels: format.wantsAccessibleLabels)
      var bytes = try render(document, as: format)
      try bytes.withUTF8 { try sink.write(UnsafeRawBufferPointer($0)) }
      return RenderNotes(
        coverageGaps: document.holidayCoverageGaps,
        estimatedHolidayRegions: StreamedDocument.estimatedHolidayRegions(of: document))
    case .text, .json, .svg, .html, .pdf, .png:
      break
    }
    let recording = RecordingSink(sink)
    do {
      return try translatingErrors {
        try withLayout(request, accessibleLabels: format.wantsAccessibleLabels) { layout, layoutRequest in
          let source = try layout.streamedDocument(layoutRequest)
          try write(source, as: format, to: recording)
          return RenderNotes(
            coverageGaps: source.frame.holidayCoverageGaps,
            estimatedHolidayRegions: source.estimatedHolidayRegions.sorted())
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
}
