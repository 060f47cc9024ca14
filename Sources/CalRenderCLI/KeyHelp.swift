import CalRender

/// The one-line key help of `calrender pick`: each key with what it does, in English with the
/// locale's CLDR words for day, week, month, year and today where it has its own ("day 일").
///
/// Keys are drawn at normal intensity and their words faint, so that one space between items
/// reads; the longest form that fits the terminal is shown: English and the locale's words, then
/// the locale's words alone, then that cut to the width.
///
/// In a right-to-left locale a LEFT-TO-RIGHT MARK follows the first key (the line's first strong
/// character, so the line reads left to right; not the line's first character, which tmux drops
/// with nothing before it to attach to) and each of the locale's words: the keys are written left
/// to right, and without the marks a terminal running the bidi algorithm made one right-to-left run
/// of "יום/שבוע <> חודש [] שנה" — words reversed away from their keys, brackets mirrored.
struct KeyHelp {
  /// A key and its words.
  struct Item {
    var key: String
    var words: String
  }

  /// The forms, longest first.
  var forms: [[Item]]
  /// Whether the locale's words are right-to-left (marks keep them beside their keys).
  var rightToLeft: Bool

  init(_ names: PickerFieldNames, range: Bool, rightToLeft: Bool = false) {
    self.rightToLeft = rightToLeft
    func words(_ english: String, _ local: String?, both: Bool) -> String {
      guard let local, !local.isEmpty, local.lowercased() != english.lowercased() else { return english }
      let shown = PickScreen.sanitized(local) + (rightToLeft ? "\u{200E}" : "")
      return both ? english + " " + shown : shown
    }
    forms = [true, false].map { both in
      [
        Item(
          key: "←→↑↓" + (rightToLeft ? "\u{200E}" : ""),
          words: words("day", names.day, both: both) + "/" + words("week", names.week, both: both)),
        Item(key: "<>", words: words("month", names.month, both: both)),
        Item(key: "[]", words: words("year", names.year, both: both)),
        Item(key: "t", words: words("today", names.today, both: both)),
        Item(key: "w", words: "strip"),
        Item(key: "⏎", words: range ? "start/end" : "pick"),
        Item(key: "q", words: "quit"),
      ]
    }
  }

  /// A form as plain text.
  static func plain(_ items: [Item]) -> String {
    items.map { $0.key + " " + $0.words }.joined(separator: " ")
  }

  /// The line for a terminal `width` columns wide, with its attributes.
  func line(width: Int) -> String {
    for items in forms where CalendarRenderer.displayWidth(of: Self.plain(items)) <= width {
      return items.map { "\u{1B}[22m" + $0.key + "\u{1B}[2m " + $0.words }.joined(separator: " ") + "\u{1B}[0m"
    }
    return "\u{1B}[2m" + PickScreen.truncated(Self.plain(forms.last ?? []), to: width) + "\u{1B}[0m"
  }
}
