extension CalendarRenderer {
  /// What a render found that a format may have no place for beside the days (text): the command
  /// says it on stderr, an app where it sees fit. JSON, SVG and HTML carry both themselves.
  public struct RenderNotes: Hashable, Sendable {
    /// The years the view reaches outside its holiday regions' data (the document's
    /// ``CalendarDocument/holidayCoverageGaps``; ``HolidayCoverageGap/note(_:)`` says them).
    public var coverageGaps: [HolidayCoverageGap]
    /// The regions (sorted) whose holidays shown include estimated days (``DayHoliday/estimated``;
    /// ``DayHoliday/estimatedNote(regions:)`` says them).
    public var estimatedHolidayRegions: [String]

    /// Notes of a render.
    public init(coverageGaps: [HolidayCoverageGap] = [], estimatedHolidayRegions: [String] = []) {
      self.coverageGaps = coverageGaps
      self.estimatedHolidayRegions = estimatedHolidayRegions
    }

    /// The notes' English lines, coverage first (none when there is nothing to say).
    public var lines: [String] {
      [HolidayCoverageGap.note(coverageGaps), DayHoliday.estimatedNote(regions: estimatedHolidayRegions)]
        .compactMap { $0 }
    }
  }
}
