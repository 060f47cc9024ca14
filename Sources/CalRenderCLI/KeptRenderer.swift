import CalRender

/// The renderer of a command's last calendar, kept as long as the command value lives.
///
/// The executable exits with its command value (and so the renderer, its ICU calendars, formatters
/// and pattern generator) still alive: closing them one by one is work the end of the process does
/// at once, some 0.5–2 million instructions of a cold start. In-process callers release it with the
/// command value as usual.
final class KeptRenderer: @unchecked Sendable {
  // Written once per run by the command's own thread; never read concurrently.
  var renderer: CalendarRenderer?
}
