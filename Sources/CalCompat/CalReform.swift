/// cal's `--reform`: when its calendar changes from Julian to Gregorian reckoning.
public enum CalReform: String, CaseIterable, Sendable, Hashable {
  /// The British change-over, cal's default: 1752-09-02 is followed by 1752-09-14.
  case r1752 = "1752"
  /// Proleptic Gregorian throughout (`--reform gregorian`, `--reform iso`, `--iso`).
  case gregorian
  /// Julian throughout.
  case julian

  /// The words `--reform` takes, in cal's order.
  public static let arguments = ["1752", "gregorian", "iso", "julian"]

  /// The reform a `--reform` word names (`iso` is `gregorian`), or nil.
  public init?(argument: String) {
    if argument == "iso" {
      self = .gregorian
    } else if let reform = CalReform(rawValue: argument) {
      self = reform
    } else {
      return nil
    }
  }
}
