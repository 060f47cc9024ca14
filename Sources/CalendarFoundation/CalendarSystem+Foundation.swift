import CalendarModel
import Foundation

extension CalendarSystem {
  /// Foundation's identifier of the calendar.
  var foundationIdentifier: Calendar.Identifier {
    switch self {
    case .gregorian: .gregorian
    case .iso8601: .iso8601
    case .japanese: .japanese
    case .buddhist: .buddhist
    case .roc: .republicOfChina
    case .islamic: .islamic
    case .islamicCivil: .islamicCivil
    case .islamicUmalqura: .islamicUmmAlQura
    case .islamicTbla: .islamicTabular
    case .persian: .persian
    case .hebrew: .hebrew
    case .chinese: .chinese
    case .dangi: .dangi
    case .indian: .indian
    case .coptic: .coptic
    case .ethiopic: .ethiopicAmeteMihret
    }
  }

  /// The system of a Foundation calendar, or nil for one calrender does not draw
  /// (`ethiopic-amete-alem`, and the variants newer Foundations add).
  init?(foundation identifier: Calendar.Identifier) {
    guard let system = CalendarSystem.allCases.first(where: { $0.foundationIdentifier == identifier }) else {
      return nil
    }
    self = system
  }

  /// Foundation's month number (1-based, as `DateComponents.month`) of a month code, with its leap flag.
  func foundationMonth(of code: MonthCode) -> (month: Int, isLeap: Bool)? {
    switch self {
    case .hebrew:
      // Foundation numbers Hebrew months 1…13 in every year: Tishri 1 … Shevat 5, Adar I 6, Adar 7 … Elul 13.
      if code.isLeap { return code.number == 5 ? (6, false) : nil }
      guard (1...12).contains(code.number) else { return nil }
      return (code.number <= 5 ? code.number : code.number + 1, false)
    case .chinese, .dangi:
      guard (1...12).contains(code.number) else { return nil }
      return (code.number, code.isLeap)
    case .coptic, .ethiopic:
      guard !code.isLeap, (1...13).contains(code.number) else { return nil }
      return (code.number, false)
    default:
      guard !code.isLeap, (1...12).contains(code.number) else { return nil }
      return (code.number, false)
    }
  }

  /// The month code of Foundation's month number and leap flag.
  func monthCode(foundationMonth month: Int, isLeap: Bool) -> MonthCode {
    if self == .hebrew {
      if month == 6 { return MonthCode(number: 5, isLeap: true) }
      return MonthCode(number: month < 6 ? month : month - 1)
    }
    return MonthCode(number: month, isLeap: isLeap)
  }

  /// The year people of the calendar write (cli.md) from Foundation's era and year: Chinese and Korean
  /// years are 60-year cycles counted from the Chinese epoch in both (Foundation's Korean eras are
  /// the Chinese ones, not ICU's Korean extended years), related to the Gregorian year they start in;
  /// the others are Foundation's year as it is.
  func displayYear(era: Int, year: Int) -> Int {
    switch self {
    case .chinese, .dangi: (era - 1) * 60 + year + Self.cycleYearOffset
    default: year
    }
  }

  /// What to add to a year counted in 60-year cycles from 2637 BCE for its related Gregorian year.
  private static var cycleYearOffset: Int { CalendarSystem.chinese.displayYearOffset }

  /// Foundation's era and year of a display year (the inverse of ``displayYear(era:year:)``).
  func foundationEraYear(_ displayYear: Int) -> (era: Int?, year: Int) {
    switch self {
    case .chinese, .dangi:
      let extended = displayYear - Self.cycleYearOffset
      let era = (extended - 1).quotientRoundingDown(by: 60) + 1
      return (era, extended - (era - 1) * 60)
    default:
      return (nil, displayYear)
    }
  }
}

extension Int {
  /// The quotient rounded toward negative infinity.
  func quotientRoundingDown(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
