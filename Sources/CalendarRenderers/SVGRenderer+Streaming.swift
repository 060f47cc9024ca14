import CalendarModel

extension SVGRenderer {
  /// Writes the document of `source` to `sink` a card (a month) at a time: the same bytes as
  /// ``render(_:)`` of the whole document.
  ///
  /// The root element's size (`viewBox`) depends on every card (the widest label, the most week
  /// rows, the small lines under the days) and on the agenda, so a document is gone through twice:
  /// each month built, measured and dropped, then each built again and written. The first bytes
  /// leave when the first card is written; a document of one month is built once.
  /// - Throws: what building a month or the sink throws; the bytes before it have been written.
  public func write(_ source: some DocumentSource, to sink: some ByteSink) throws {
    let out = OutputBuffer(capacity: 2 * OutputBuffer.flushThreshold, sink: sink)
    try write(
      source.frame, monthCount: source.monthCount, month: { try source.months($0..<$0 + 1)[0] },
      yearHeading: source.yearHeading, agenda: source.agenda, to: out)
    try out.flush()
  }

  /// The steps of an ``SVGWriter`` over a document whose frame is `frame`, its months asked for
  /// one at a time (twice when there are several: to measure, then to write).
  func write(
    _ frame: CalendarDocument, monthCount: Int, month: (Int) throws -> MonthGrid,
    yearHeading: () throws -> String?, agenda: () throws -> [AgendaEntry]?, to out: OutputBuffer
  ) throws {
    let title = cardTitle(frame)
    var measure = SVGGeometry.Measure(frame: frame, adjacent: options.adjacent, displayWidth: options.displayWidth)
    var first: MonthGrid?
    if let strip = frame.week {
      measure.addCard(title: strip.title, weeks: [strip.week])
      for index in 0..<monthCount { measure.addLines(of: try month(index).weeks) }
    } else {
      for index in 0..<monthCount {
        let grid = try month(index)
        if index == 0 { first = grid }
        measure.addCard(title: title(grid), weeks: grid.weeks)
      }
    }
    let agenda = try agenda()
    let geometry = SVGGeometry(
      measure, frame: frame, agenda: agenda, columns: options.columns, displayWidth: options.displayWidth)
    let writer = SVGWriter(frame: frame, geometry: geometry, options: options)
    let heading = try yearHeading()
    if let strip = frame.week {
      writer.writeStart(title: heading ?? strip.title, heading: heading, to: out)
      writer.writeCard(0, title: strip.title, weeks: [strip.week], to: out)
    } else {
      writer.writeStart(title: heading ?? first.map(title) ?? "", heading: heading, to: out)
      for index in 0..<monthCount {
        // A document of one month was built once, when measured.
        let grid = try (index == 0 ? first : nil) ?? month(index)
        if index == 0 { first = nil }
        writer.writeCard(index, title: title(grid), weeks: grid.weeks, to: out)
        try out.flushIfFull()
      }
    }
    writer.writeEnd(agenda: agenda, to: out)
  }
}
