/// The ten digits of a decimal numbering system (`latn` 0…9, `arab` ٠…٩, `thai` ๐…๙), for writing
/// day numbers without a formatter: ICU formats a day label in ~8 000 instructions in the Gregorian
/// calendar and ~170 000 in the Umm al-Qura one (whose every field computation walks its table from
/// 1300 AH), where these digits write it in a few hundred.
struct DecimalDigits {
  private let digits: [String]

  /// The digits of `description` (ICU's description of a decimal numbering system); nil unless it
  /// holds exactly ten characters.
  init?(_ description: String) {
    let digits = description.map(String.init)
    guard digits.count == 10 else { return nil }
    self.digits = digits
  }

  /// `number` (0…99) in these digits, without padding, as ICU's `d` writes a day number of the
  /// numbering system; nil outside 0…99.
  func label(_ number: Int) -> String? {
    guard number >= 0 && number < 100 else { return nil }
    return number < 10 ? digits[number] : digits[number / 10] + digits[number % 10]
  }

  /// `number` (not negative) in these digits, padded with zeros to `minimumDigits`, without
  /// grouping: as a date format writes a year (`r`, `y`) or a padded day (`dd`); nil when negative.
  func write(_ number: Int, minimumDigits: Int = 1) -> String? {
    guard number >= 0 else { return nil }
    var values: [Int] = []
    var rest = number
    repeat {
      values.append(rest % 10)
      rest /= 10
    } while rest > 0
    while values.count < minimumDigits { values.append(0) }
    var text = ""
    for value in values.reversed() { text += digits[value] }
    return text
  }
}
