import CalendarModel

/// A moon phase's disc the renderer drew (`--sky phases`): the box it had to stay in and the box it
/// fills. A test checks that the disc is inside its day's cell, and which day it marks.
public struct PlacedMark: Hashable, Sendable {
  /// The page (1-based).
  public var page: Int
  /// The phase drawn.
  public var phase: DaySky.MoonPhase
  /// The day it marks (ISO `yyyy-MM-dd` of the proleptic Gregorian calendar).
  public var date: String
  /// The box it must stay inside: its day's cell or band.
  public var bounds: PrintBox
  /// The disc's bounding square, its outline's stroke included.
  public var disc: PrintBox
}
