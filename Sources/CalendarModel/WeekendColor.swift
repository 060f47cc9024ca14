/// How a printed calendar of the locale colours a rest day (overlay data in `Locales/`).
public enum WeekendColor: String, Sendable, Hashable {
  /// Holiday red (Sunday in ko, ja, de; Friday in ar, fa; Saturday in he).
  case red
  /// Saturday blue (ko, ja).
  case blue
  /// The neutral weekend tint: a weekend day the locale has no convention for.
  case tint
}
