/// A calendar system, named by its CLDR id.
public enum CalendarSystem: String, CaseIterable, Sendable, Hashable {
  case gregorian, iso8601, japanese, buddhist, roc
  case islamic, islamicCivil = "islamic-civil", islamicUmalqura = "islamic-umalqura"
  case islamicTbla = "islamic-tbla"
  case persian, hebrew, chinese, dangi, indian, coptic, ethiopic

  /// The CLDR id (`"islamic-umalqura"`).
  public var identifier: String { rawValue }

  /// Reads a CLDR id or its BCP 47 `-u-ca-` short form (`gregory`, `islamicc`, `ethioaa` is not one of ours).
  public init?(identifier: String) {
    let id = identifier.lowercased()
    switch id {
    case "gregory": self = .gregorian
    case "islamicc": self = .islamicCivil
    case "iso-8601": self = .iso8601
    default:
      guard let system = CalendarSystem(rawValue: id) else { return nil }
      self = system
    }
  }

  /// Whether ICU builds it on its Gregorian calendar, so that `--reform` applies.
  public var isGregorianBased: Bool {
    switch self {
    case .gregorian, .iso8601, .japanese, .buddhist, .roc: true
    default: false
    }
  }

  /// Whether a year can have a leap month (Adar I, or a lunar leap month).
  public var hasLeapMonths: Bool {
    switch self {
    case .hebrew, .chinese, .dangi: true
    default: false
    }
  }

  /// What to add to ICU's extended year to get the year people of this calendar write (cli.md):
  /// Buddhist 2567, ROC 113, Chinese and Korean lunar years by their related Gregorian year.
  public var displayYearOffset: Int {
    switch self {
    case .buddhist: 543
    case .roc: -1911
    // ICU counts lunar years from 2637 BCE (chinese) and 2333 BCE (dangi).
    case .chinese: -2637
    case .dangi: -2333
    default: 0
    }
  }
}
