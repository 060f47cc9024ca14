/// What the command asks of a renderer beside rendering: the display calendar to read its words in
/// (lent from the same pool the rendering then borrows it from, so a start opens it once) and the
/// day a request takes as today. Package API: an app names its days with ``CalendarRequest/View``.
extension CalendarRenderer {
  /// Runs `body` with the request's display calendar; failures are ``CalRenderError``s.
  package func withDisplayCalendar<T>(_ request: CalendarRequest, _ body: (any ProvidedCalendar) throws -> T) throws -> T {
    try CalRenderError.translating { try withCalendar(request) { calendar, _ in try body(calendar) } }
  }

  /// The request's today: its fixed day, else the clock's in its zone (also when it asks for none:
  /// the words still need a default month).
  package func referenceDay(_ request: CalendarRequest) throws -> JulianDay {
    try CalRenderError.translating { try today(request) ?? environment.today(request.timeZone) }
  }
}
