/// The holidays a request shows on its days and in its agenda.
public struct Holidays: Sendable {
  /// Where the holidays come from.
  public var source: any HolidaySource

  /// Holidays from any source (your own list, or a region's rules).
  public init(source: any HolidaySource) { self.source = source }
}
