import CalendarModel
import CalendarRenderers

/// A date picker's grid as terminal text: the lines a one-month or week document draws as (the
/// focus in reverse video, today underlined, days that cannot be chosen faint), and where each day
/// is drawn, to map a mouse click to a date.
public struct PickerFrame: Hashable, Sendable {
  /// Where a day is drawn: its date, the lines (0: the title) and the display columns of its cell.
  public typealias DayPosition = TextRenderer.DayPosition

  /// The grid's lines, ANSI attributes included, without trailing empty lines.
  public var lines: [String]
  /// The days drawn, in the grid's lines and display columns.
  public var positions: [DayPosition]
}

extension CalendarRenderer {
  /// The picker frame of a one-month or week document (built with the picker's focus and
  /// selection in its request).
  /// - Parameters:
  ///   - document: a one-month or week document (its first month is drawn).
  ///   - color: weekend colours and the selection band's background (the focus is reversed
  ///     regardless).
  ///   - adjacentDays: draw the neighbouring months' days.
  ///   - enabledDays: the days that can be chosen; the others are faint. nil: every day.
  public func pickerFrame(
    _ document: CalendarDocument, color: Bool, adjacentDays: Bool, enabledDays: ClosedRange<JulianDay>? = nil
  ) -> PickerFrame {
    var options = TextRenderer.Options(
      columns: 1, color: color, adjacent: adjacentDays, displayWidth: { CalendarRenderer.displayWidth(of: $0) })
    options.picker = true
    options.enabledDays = enabledDays
    let text = TextRenderer(options: options)
    var lines = text.render(document).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return PickerFrame(lines: lines, positions: text.dayPositions(document))
  }
}
