import CalendarModel

/// Writes the `calrender/1` document (spec/json.md) in steps: its start (every field before the
/// months), each month on its own, and its end (`week` and `agenda`), so that a month can be
/// written as soon as it is built.
///
/// The document's shape is fixed, so its indentation and keys are literals written with their
/// punctuation (`",\n      \"title\": "`) rather than tracked level by level as ``JSONWriter``
/// does; numbers are written digit by digit, booleans as one word, and a day's ISO date from the
/// previous day's when it follows it.
///
/// Issue 14: the ``JSONWriter`` path took ~93k instructions a month (callgrind of `JSONRenderer.render`
/// in `calrender-bench --quick --only en-US/default`): a quarter in the writer's bookkeeping per
/// value (comma, newline, indentation, key), a sixth in `memcpy` calls for short pieces of variable
/// length, the rest in escaping, ISO dates and checking the finished bytes' UTF-8 again. This writer
/// takes ~46k, ~10k of them the String's one copy of the bytes (a `rep movsb` that callgrind counts
/// a byte at a time); most of the rest is getting the bytes out of ~80 strings (labels, names).
struct JSONDocumentWriter {
  let out: OutputBuffer
  /// The ISO digits of the last date written.
  var dates = ISODateDigits()
  /// Whether a month has been written (the next one needs a comma).
  private var hasMonths = false
  /// Its high bit set once text that is not all ASCII has been written: the output's String can be
  /// told whether it is ASCII rather than check again.
  private(set) var textBits: UInt8 = 0

  init(to out: OutputBuffer) { self.out = out }

  /// The bytes written as a String. They are well-formed UTF-8 by construction (ASCII literals and
  /// the bytes of Swift strings, escaped a byte at a time only below 0x80), and whether they are all
  /// ASCII is known from ``textBits``: neither needs checking again (which took ~4.5k instructions a
  /// month, more in a non-Latin locale: see `OutputBuffer.string`).
  var string: String {
    unsafe String(copying: UTF8Span(unchecked: out.bytes.span, isKnownASCII: textBits < 0x80))
  }

  // MARK: - The document's start and end

  /// Every field before the months, through the `months` array's opening bracket.
  mutating func writeStart(_ document: CalendarDocument) {
    out.append("{\n  \"schema\": ")
    string(JSONRenderer.schema)
    out.append(",\n  \"generator\": { \"name\": ")
    string(document.generator.name)
    out.append(", \"version\": ")
    string(document.generator.version)
    out.append(", \"provider\": ")
    string(document.generator.provider)
    out.append(", \"icu\": ")
    string(document.generator.icu)
    out.append(", \"cldr\": ")
    string(document.generator.cldr)
    out.append(" },\n  \"locale\": ")
    string(document.locale)
    out.append(",\n  \"calendar\": ")
    string(document.calendar.identifier)
    out.append(",\n  \"direction\": ")
    string(document.direction.rawValue)
    out.append(",\n  \"script\": ")
    string(document.script)
    out.append(",\n  \"numberingSystem\": ")
    string(document.numberingSystem)
    out.append(",\n  \"firstWeekday\": \"")
    out.append(document.firstWeekday.key)
    out.append("\",\n  \"minimalDaysInFirstWeek\": ")
    out.append(document.minimalDaysInFirstWeek)
    out.append(",\n  \"weekend\": [")
    for (index, weekday) in document.weekend.enumerated() {
      out.append(index == 0 ? "\"" : ", \"")
      out.append(weekday.key)
      out.append(UInt8(ascii: "\""))
    }
    // The locale's colours of rest days (additive), in weekday order from Sunday.
    out.append("],\n  \"weekendColors\": {")
    // The dictionary's entries (two or so) placed by weekday, then written from Sunday: not seven
    // hashed look-ups a document (~1,400 instructions, a sixth of a small document's start).
    var colourOf: (WeekendColor?, WeekendColor?, WeekendColor?, WeekendColor?, WeekendColor?, WeekendColor?, WeekendColor?)
    colourOf = (nil, nil, nil, nil, nil, nil, nil)
    for (weekday, colour) in document.weekendColors {
      switch weekday {
      case .sun: colourOf.0 = colour
      case .mon: colourOf.1 = colour
      case .tue: colourOf.2 = colour
      case .wed: colourOf.3 = colour
      case .thu: colourOf.4 = colour
      case .fri: colourOf.5 = colour
      case .sat: colourOf.6 = colour
      }
    }
    let buffer = out
    var colours = 0
    // Inlined: seven calls of a closure over the buffer cost ~270 instructions a document.
    @inline(__always) func colour(_ key: StaticString, _ colour: WeekendColor?) {
      guard let colour else { return }
      buffer.append(colours == 0 ? " \"" : ", \"")
      buffer.append(key)
      switch colour {
      case .red: buffer.append("\": \"red\"")
      case .blue: buffer.append("\": \"blue\"")
      case .tint: buffer.append("\": \"tint\"")
      }
      colours += 1
    }
    colour("sun", colourOf.0)
    colour("mon", colourOf.1)
    colour("tue", colourOf.2)
    colour("wed", colourOf.3)
    colour("thu", colourOf.4)
    colour("fri", colourOf.5)
    colour("sat", colourOf.6)
    out.append(colours == 0 ? "},\n  \"today\": " : " },\n  \"today\": ")
    if let today = document.today {
      out.append(UInt8(ascii: "\""))
      out.appendISODate(today)
      out.append(UInt8(ascii: "\""))
    } else {
      out.append("null")
    }
    out.append(",\n  \"view\": ")
    string(document.view.rawValue)
    out.append(",\n  \"weekNumbering\": ")
    string(document.weekNumbering?.rawValue)
    out.append(",\n  \"weekdays\": [")
    // Read in place: iterating would copy (and retain) each header's six strings. (The closure
    // keeps to locals: one that mutated `self` would retain the buffer around each append.)
    let out = out
    var bits: UInt8 = 0
    document.weekdays.withUnsafeBufferPointer { headers in
      guard let first = headers.baseAddress else { return }
      for index in headers.indices {
        let header = first + index
        out.append(index == 0 ? "\n    { \"key\": \"" : ",\n    { \"key\": \"")
        out.append(header.pointee.weekday.key)
        out.append("\", \"label\": \"")
        bits |= JSONWriter.appendContent(header.pointee.label, to: out)
        out.append("\", \"wide\": \"")
        bits |= JSONWriter.appendContent(header.pointee.names.wide, to: out)
        out.append("\", \"abbreviated\": \"")
        bits |= JSONWriter.appendContent(header.pointee.names.abbreviated, to: out)
        out.append("\", \"short\": \"")
        bits |= JSONWriter.appendContent(header.pointee.names.short, to: out)
        out.append("\", \"narrow\": \"")
        bits |= JSONWriter.appendContent(header.pointee.names.narrow, to: out)
        out.append("\", \"weekend\": ")
        Self.appendBool(header.pointee.isWeekend, to: out)
        out.append(" }")
      }
    }
    textBits |= bits
    out.append(document.weekdays.isEmpty ? "],\n  \"months\": [" : "\n  ],\n  \"months\": [")
  }

  /// The `months` array's end, `week` (the week view's strip, else null), `agenda` (null unless the
  /// view lists one: additive to calrender/1), `holidayCoverageGaps` (only when the view reaches
  /// years outside its holiday data: additive) and the document's closing brace.
  mutating func writeEnd(week strip: WeekStrip?, agenda: [AgendaEntry]?, holidayCoverageGaps: [HolidayCoverageGap] = []) {
    out.append(hasMonths ? "\n  ],\n  \"week\": " : "],\n  \"week\": ")
    if let strip {
      out.append("{\n    \"title\": ")
      string(strip.title)
      out.append(",\n    \"weekNumber\": ")
      int(strip.week.weekNumber)
      out.append(",\n    \"weekYear\": ")
      int(strip.week.weekYear)
      if let label = strip.week.weekLabel {
        out.append(",\n    \"weekLabel\": ")
        string(label)
      }
      out.append(",\n    \"days\": [")
      strip.week.days.withUnsafeBufferPointer { writeDays($0, inStrip: true) }
      out.append("\n  }")
    } else {
      out.append("null")
    }
    out.append(",\n  \"agenda\": ")
    if let agenda {
      out.append(UInt8(ascii: "["))
      for (index, entry) in agenda.enumerated() {
        out.append(index == 0 ? "\n    { \"when\": " : ",\n    { \"when\": ")
        string(entry.when)
        out.append(", \"title\": ")
        string(entry.title)
        out.append(", \"id\": ")
        string(entry.id)
        out.append(", \"allDay\": ")
        bool(entry.allDay)
        out.append(", \"start\": ")
        string(entry.start)
        out.append(", \"end\": ")
        string(entry.end)
        // An event of the sky's line says which (additive to calrender/1: other lines as before),
        // a term or season with its longitude.
        if let sky = entry.sky {
          out.append(", \"sky\": \"")
          raw(sky.key)
          out.append(UInt8(ascii: "\""))
          switch sky {
          case .solarTerm(let longitude), .season(let longitude):
            out.append(", \"longitude\": ")
            out.append(longitude)
          case .moonPhase: break
          }
        }
        out.append(" }")
      }
      out.append(agenda.isEmpty ? "]" : "\n  ]")
    } else {
      out.append("null")
    }
    if !holidayCoverageGaps.isEmpty {
      out.append(",\n  \"holidayCoverageGaps\": [")
      for (index, gap) in holidayCoverageGaps.enumerated() {
        out.append(index == 0 ? "\n    { \"region\": " : ",\n    { \"region\": ")
        string(gap.region)
        out.append(", \"coveredFrom\": ")
        int(gap.coveredYears?.lowerBound)
        out.append(", \"coveredTo\": ")
        int(gap.coveredYears.flatMap { $0.upperBound == Int.max ? nil : $0.upperBound })
        out.append(", \"from\": ")
        out.append(gap.years.lowerBound)
        out.append(", \"to\": ")
        out.append(gap.years.upperBound)
        out.append(" }")
      }
      out.append("\n  ]")
    }
    out.append("\n}\n")
  }

  // MARK: - Months

  /// A month's object in the `months` array (after the previous one's).
  mutating func writeMonth(_ month: MonthGrid) {
    out.append(hasMonths ? ",\n    {\n      \"year\": " : "\n    {\n      \"year\": ")
    hasMonths = true
    let span = month.span
    out.append(span.year)
    out.append(",\n      \"month\": ")
    out.append(span.code.number)
    // MonthCode.description: "M", two digits at least, "L" for a leap month.
    out.append(span.code.number < 10 ? ",\n      \"monthCode\": \"M0" : ",\n      \"monthCode\": \"M")
    out.append(span.code.number)
    out.append(span.code.isLeap ? "L\",\n      \"leapMonth\": " : "\",\n      \"leapMonth\": ")
    bool(span.code.isLeap)
    out.append(",\n      \"era\": ")
    string(span.era)
    out.append(",\n      \"eraYear\": ")
    int(span.eraYear)
    out.append(",\n      \"title\": ")
    string(month.headings.title)
    out.append(",\n      \"monthLabel\": ")
    string(month.headings.monthLabel)
    out.append(",\n      \"yearLabel\": ")
    string(month.headings.yearLabel)
    out.append(",\n      \"daysInMonth\": ")
    out.append(span.daysInMonth)
    out.append(",\n      \"previousMonthLastDay\": ")
    out.append(span.previousMonthLastDay)
    out.append(",\n      \"weeks\": [")
    // Each row's seven cells read in place from the grid's one buffer of days.
    let rows = month.weeks.count, numbered = !month.weeks.weeksOfYear.isEmpty
    month.weeks.days.withUnsafeBufferPointer { days in
      for row in 0..<rows {
        out.append(row == 0 ? "\n        {\n          \"weekNumber\": " : ",\n        {\n          \"weekNumber\": ")
        int(numbered ? month.weeks.weeksOfYear[row].number : nil)
        out.append(",\n          \"weekYear\": ")
        int(numbered ? month.weeks.weeksOfYear[row].year : nil)
        if numbered, let label = month.weeks.weeksOfYear[row].label {
          out.append(",\n          \"weekLabel\": ")
          string(label)
        }
        out.append(",\n          \"days\": [")
        writeDays(UnsafeBufferPointer(rebasing: days[7 * row..<7 * row + 7]), inStrip: false)
        out.append("\n        }")
      }
    }
    out.append(rows == 0 ? "]\n    }" : "\n      ]\n    }")
  }

  /// A row's day cells, one a line, and the array's closing bracket (on its own line unless empty).
  private mutating func writeDays(_ cells: UnsafeBufferPointer<DayCell>, inStrip: Bool) {
    // Cells read in place: iterating the array would copy (and retain) every cell.
    if let first = cells.baseAddress {
      for index in cells.indices {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        writeDay(first + index, inStrip: inStrip)
      }
    }
    if cells.isEmpty {
      out.append(UInt8(ascii: "]"))
    } else {
      out.append(inStrip ? "\n    ]" : "\n          ]")
    }
  }

  // MARK: - Values

  /// A JSON string, or null.
  @inline(__always)
  mutating func string(_ value: String?) {
    if let value {
      textBits |= JSONWriter.appendString(value, to: out)
    } else {
      out.append("null")
    }
  }

  /// A string's content, escaped, without its quotes (which the pieces around it carry).
  @inline(__always)
  mutating func content(_ value: String) {
    textBits |= JSONWriter.appendContent(value, to: out)
  }

  /// A full-date label's content, escaped, without its quotes (its bytes copied from the grid's
  /// buffer, no string made).
  mutating func content(_ label: FullDateLabel) {
    let out = out
    textBits |= label.withUTF8 { JSONWriter.appendEscaped($0, to: out) }
  }

  /// Counts in ``textBits`` the bytes of a packed label written as they are.
  @inline(__always)
  mutating func count(packed word: UInt64) {
    if word & 0x8080_8080_8080_8080 != 0 { textBits |= 0x80 }
  }

  /// An identifier written as it is (CLDR ids and the model's enumerations need no escaping), its
  /// bytes counted in ``textBits`` all the same.
  mutating func raw(_ value: String) {
    for byte in value.utf8 { textBits |= byte }
    out.append(value)
  }

  /// An integer, or null.
  @inline(__always)
  func int(_ value: Int?) {
    if let value { out.append(value) } else { out.append("null") }
  }

  /// `true` or `false`, in one store.
  @inline(__always)
  func bool(_ value: Bool) { Self.appendBool(value, to: out) }

  @inline(__always)
  static func appendBool(_ value: Bool, to out: OutputBuffer) {
    // "true" and "false" little-endian, in the low bytes of a word.
    out.appendWord(value ? 0x6575_7274 : 0x65_736C_6166, count: value ? 4 : 5)
  }
}
