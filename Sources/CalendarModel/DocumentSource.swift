/// Where a renderer takes a document from: whole, or built a few months at a time as the output is
/// written, so that neither the document nor the output of `-n 1200` is ever held whole.
///
/// A renderer reads ``frame`` first (every field the output's beginning needs), then asks for the
/// months in increasing, adjacent ranges (a text renderer may go through them twice: once to
/// measure, once to write), then for the agenda. Months built in chunks are the months built whole:
/// each is decorated exactly as in the whole document.
package protocol DocumentSource: AnyObject {
  /// The document's fields but its months and agenda, which are read through ``months(_:)`` and
  /// ``agenda()`` only (a streamed document's are empty; a whole document is its own frame, not
  /// copied without them).
  var frame: CalendarDocument { get }
  /// How many months the document has.
  var monthCount: Int { get }
  /// The heading of a year view (``CalendarDocument/yearHeading``), which names every era the
  /// months span; nil for other views.
  func yearHeading() throws -> String?
  /// Months `range` (within `0..<monthCount`), built and decorated.
  func months(_ range: Range<Int>) throws -> [MonthGrid]
  /// The agenda (nil when the view lists none), asked after the months.
  func agenda() throws -> [AgendaEntry]?
}

/// A document already built, as a ``DocumentSource``: renderers have one way to write both.
package final class WholeDocument: DocumentSource {
  /// The document, months and agenda included.
  public let document: CalendarDocument

  /// A source that gives out `document`'s fields, months and agenda.
  public init(_ document: CalendarDocument) { self.document = document }

  public var frame: CalendarDocument { document }
  public var monthCount: Int { document.months.count }
  public func yearHeading() -> String? { document.view == .year ? document.yearHeading : nil }
  public func months(_ range: Range<Int>) -> [MonthGrid] {
    range == document.months.indices ? document.months : Array(document.months[range])
  }
  public func agenda() -> [AgendaEntry]? { document.agenda }
}
