import CalendarModel

extension SVGRenderer {
  /// Writes the document of `source` to `sink`: the bytes of ``render(_:)``.
  ///
  /// An SVG's size (its `viewBox`) depends on every month's cells and on the agenda, so for now
  /// the document is built whole before its first byte (see docs/streaming.md).
  /// - Throws: what building a month or the sink throws.
  public func write(_ source: some DocumentSource, to sink: some ByteSink) throws {
    var document = source.frame
    document.months = try source.months(0..<source.monthCount)
    document.agenda = try source.agenda()
    var text = render(document)
    try text.withUTF8 { try sink.write(UnsafeRawBufferPointer($0)) }
  }
}
