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
    case .workdays: "working days of a region: is a day one, how many, N after"
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
    case .workdays: "\\fBworkdays\\fR \\fIdate\\fR [\\fB+\\fR\\fIn\\fR|\\fB\\-\\fR\\fIn\\fR] | \\fIfrom\\fR\\fB..\\fR\\fIto\\fR"
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
    case .workdays:
      """
      Working days of the locale's region or \\fB\\-\\-region\\fR R: every day but the region's \
      weekend (CLDR's week data) and its days off, and the weekend days it works (China's and \
      Taiwan's make-up days). With a span \\fIfrom\\fR\\fB..\\fR\\fIto\\fR (ISO dates, both \
      counted) it prints how many; with a date and \\fB+\\fR\\fIn\\fR or \\fB\\-\\fR\\fIn\\fR \
      the date \\fIn\\fR working days after or before it (0: the date, or the next working day); \
      with a date alone \\fBworking\\fR or \\fBoff\\fR. A span or an answer over 200 years \
      away, or \\fIn\\fR beyond 36500, is a usage error (exit 64).
      """
    }
  }
}
