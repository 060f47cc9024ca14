/// A calendar system, named by its CLDR id.
public enum CalendarSystem: String, CaseIterable, Sendable, Hashable {
  /// The Gregorian calendar, with the 1582 change-over from the Julian calendar by default.
  case gregorian
  /// The proleptic Gregorian calendar with ISO 8601 weeks (Monday first, four days in week 1).
  case iso8601
  /// Gregorian months counted in the eras of Japanese emperors (令和6年).
  case japanese
  /// Gregorian months in years of the Buddhist era (2567 for 2024 CE), as in Thailand.
  case buddhist
  /// Gregorian months in years of the Republic of China (民國113年), as in Taiwan.
  case roc
  /// The Hijri calendar by astronomical approximation of the crescent.
  case islamic
  /// The tabular Hijri calendar, days counted from the civil epoch (16 July 622).
  case islamicCivil = "islamic-civil"
  /// The Hijri calendar of Saudi Arabia's Umm al-Qura tables.
  case islamicUmalqura = "islamic-umalqura"
  /// The tabular Hijri calendar, days counted from the astronomical epoch (15 July 622).
  case islamicTbla = "islamic-tbla"
  /// The solar Hijri calendar of Iran and Afghanistan (year from the March equinox).
  case persian
  /// The Hebrew lunisolar calendar, with the leap month Adar I in 7 years of 19.
  case hebrew
  /// The Chinese lunisolar calendar, with leap months (闰月) where a month holds no principal term.
  case chinese
  /// The Korean lunisolar calendar (단기): the Chinese rules on Korean time.
  case dangi
  /// The Indian national (Saka) calendar.
  case indian
  /// The Coptic calendar: twelve months of 30 days and a short thirteenth.
  case coptic
  /// The Ethiopic calendar (Amete Mihret era): twelve months of 30 days and a short thirteenth.
  case ethiopic

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
