/// CLDR's widths for weekday (and month) names: `wide` Sunday/일요일, `abbreviated` Sun/일,
/// `short` Su/일, `narrow` S/일.
public enum LabelWidth: String, CaseIterable, Sendable, Hashable {
  case wide, abbreviated, short, narrow
}
