import CalendarModel

/// Writes the `calrender/1` JSON document (spec/json.md), fields in the spec's order.
public struct JSONRenderer: Sendable {
  /// The `schema` value of every document: its shape's version (spec/json.md).
  public static let schema = "calrender/1"

  /// A renderer (the JSON form has no options: it is the whole model).
  public init() {}

  /// The document as `calrender/1` JSON, fields in the spec's order, keys of maps sorted.
  public func render(_ document: CalendarDocument) -> String {
    var writer = JSONDocumentWriter(to: OutputBuffer(capacity: 2048 + document.months.count * 12_000))
    // The same steps as `write(_:to:monthsAtOnce:)`, read from the document in place: through a
    // `WholeDocument` the document was copied twice (its twenty-odd references retained and
    // released), ~800 instructions of a one-month document's ~40,000.
    writer.writeStart(document)
    for month in document.months { writer.writeMonth(month) }
    writer.writeEnd(week: document.week, agenda: document.agenda, holidayCoverageGaps: document.holidayCoverageGaps)
    return writer.string
  }

  /// Writes the document of `source` to `sink` a month at a time: the same bytes as ``render(_:)``
  /// of the whole document, the `months` array written as its months are built.
  /// - Throws: what building a month or the sink throws; the bytes before it have been written.
  package func write(_ source: some DocumentSource, to sink: some ByteSink) throws {
    var writer = JSONDocumentWriter(to: OutputBuffer(capacity: 2 * OutputBuffer.flushThreshold, sink: sink))
    try write(source, to: &writer, monthsAtOnce: 1)
    try writer.out.flush()
  }

  private func write(_ source: some DocumentSource, to writer: inout JSONDocumentWriter, monthsAtOnce: Int) throws {
    let document = source.frame
    writer.writeStart(document)
    var index = 0
    while index < source.monthCount {
      let range = index..<min(source.monthCount, index + max(1, monthsAtOnce))
      for month in try source.months(range) { writer.writeMonth(month) }
      // Between months: nothing written is looked at again (streaming: the sink takes it).
      try writer.out.flushIfFull()
      index = range.upperBound
    }
    writer.writeEnd(
      week: document.week, agenda: try source.agenda(), holidayCoverageGaps: document.holidayCoverageGaps)
  }
}
