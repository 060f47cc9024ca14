/// What the completion scripts and the manual page say of each subcommand. A new subcommand does
/// not compile until it is described here, so the generated documentation cannot miss it.
extension Subcommand {
  /// One line, for the completion scripts.
  var summary: String {
    switch self {
    case .lintPattern: "check an ICU date pattern"
    case .pattern: "the locale's pattern for a skeleton"
    case .locales: "list ICU's locales"
    case .completions: "print a shell completion script"
    case .manual: "print the manual page"
    case .holidays: "list public holidays (text, JSON, iCalendar)"
    }
  }

  /// The manual page's tag (roff): the name and its arguments.
  var manualTag: String {
    switch self {
    case .lintPattern: "\\fBlint\\-pattern\\fR \\fIpattern\\fR"
    case .pattern: "\\fBpattern\\fR \\fIskeleton\\fR"
    case .locales: "\\fBlocales\\fR"
    case .completions: "\\fBcompletions\\fR \\fBbash\\fR|\\fBzsh\\fR|\\fBfish\\fR"
    case .manual: "\\fBmanual\\fR"
    case .holidays: "\\fBholidays\\fR [\\fIyear\\fR|\\fIfrom\\fR\\fB..\\fR\\fIto\\fR]"
    }
  }

  /// The manual page's paragraph (roff).
  var manualText: String {
    switch self {
    case .lintPattern:
      """
      Checks an ICU date pattern for the mistakes that break every December (week-based YYYY, \
      day-of-year DD, unquoted letters, 12-hour clocks without AM/PM) and suggests the fix. Exit \
      status 65 when it finds an error.
      """
    case .pattern: "Prints the locale's pattern for an ICU skeleton, and today in it."
    case .locales: "Lists every locale ICU has (with \\fB\\-\\-calendars\\fR, its default calendar)."
    case .completions:
      """
      Prints the shell completion script. The scripts ask the binary for locales and time zones \
      (\\fBcalrender completions \\-\\-values locales\\fR|\\fBtime\\-zones\\fR).
      """
    case .manual: "Prints this manual page (roff)."
    case .holidays:
      """
      Lists the public holidays of a year of the display calendar (default this year) or of an ISO \
      span, for the locale's region or \\fB\\-\\-region\\fR R[,R...], as text, JSON \
      (\\fB\\-f json\\fR) or an iCalendar file (\\fB\\-f ics\\fR).
      """
    }
  }
}
