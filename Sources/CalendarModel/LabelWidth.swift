/// CLDR's widths for weekday (and month) names: `wide` Sunday/일요일, `abbreviated` Sun/일,
/// `short` Su/일, `narrow` S/일.
public enum LabelWidth: String, CaseIterable, Sendable, Hashable {
  /// Full names: Sunday, 일요일.
  case wide
  /// Abbreviations: Sun, 일.
  case abbreviated
  /// Short forms for narrow columns: Su, 일.
  case short
  /// The narrowest forms, not unique: S, 일.
  case narrow
}
