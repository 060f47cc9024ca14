/// A skeleton's best pattern in a locale and calendar, and a day written in it
/// (``CalendarRenderer/pattern(forSkeleton:locale:calendar:example:)``).
///
/// A skeleton names the fields wanted (`yMMMd`: year, abbreviated month, day); ICU's pattern
/// generator orders and punctuates them as the locale's CLDR data says (`MMM d, y` in en-US,
/// `y년 MMM d일` in ko-KR).
public struct PatternExample: Hashable, Sendable {
  /// The skeleton asked for.
  public var skeleton: String
  /// The locale's best pattern for it.
  public var pattern: String
  /// The example day formatted with ``pattern``.
  public var example: String
}
