import CalendarModel

extension SVGRenderer {
  /// Writes the document of `source` to `sink` a card (a month) at a time: the same bytes as
  /// ``render(_:)`` of the whole document.
  ///
  /// The root element's size (`viewBox`) depends on every card (the widest label, the most week
  /// rows, the small lines under the days) and on the agenda, so a document is gone through twice:
  /// once to measure, once to write. A document of up to ``TextRenderer/monthsKept`` months keeps
  /// its months between the passes; a longer one's are built, measured and dropped, then built
  /// again and written. The first bytes leave when the first card is written.
  /// - Throws: what building a month or the sink throws; the bytes before it have been written.
  package func write(_ source: some DocumentSource, to sink: some ByteSink) throws {
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
    // Months kept from the measuring pass for the writing pass: all of a short document's, the
    // first of a long one's (whose memory must not grow with its length).
    var kept: [MonthGrid] = []
    if let strip = frame.week {
      measure.addCard(title: strip.title, weeks: [strip.week])
      for index in 0..<monthCount { measure.addLines(of: try month(index).weeks) }
    } else {
      for index in 0..<monthCount {
        let grid = try month(index)
        if index == 0 || monthCount <= TextRenderer.monthsKept { kept.append(grid) }
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
      writer.writeStart(title: heading ?? kept.first.map(title) ?? "", heading: heading, to: out)
      for index in 0..<monthCount {
        let grid = index < kept.count ? kept[index] : try month(index)
        writer.writeCard(index, title: title(grid), weeks: grid.weeks, to: out)
        try out.flushIfFull()
      }
      kept = []
    }
    writer.writeEnd(agenda: agenda, to: out)
  }
}
