import CalRenderTestSupport
import CalRender
import Foundation
import Testing

/// `calrender pick` driven in tmux: the real binary on a real (pseudo) terminal. Every key binding
/// has a test; screens are compared whole where their layout matters, else by the status line
/// (the focused date in the locale's full format).
@Suite("calrender pick in tmux", .serialized)
struct PickTmuxTests {
  // MARK: - Screens

  @Test func koreanMonthScreen() throws {
    let pane = try TmuxPane(["pick", "-l", "ko-KR", "--today", "2024-02-14"])
    let screen = try pane.waitFor("2024년 2월 14일 수요일")
    #expect(
      screen == """

               2024년 2월
          일 월 화 수 목 금 토
                       1  2  3
           4  5  6  7  8  9 10
          11 12 13 14 15 16 17
          18 19 20 21 22 23 24
          25 26 27 28 29

          2024년 2월 14일 수요일
        \(Self.blankLines(13))
        ←→↑↓ day 일/week 주 <> month 월 [] year 년 t today 오늘 w strip ⏎ pick q quit
        """)
    // The focus in reverse video (tmux writes the attributes of a cell as one SGR: 4;7 when the
    // focus is also today, underlined).
    #expect(try pane.screen(escapes: true).contains("\u{1B}[4;7m14"))
    try pane.send("Escape")
    #expect(pane.result().status == 1)
  }

  /// 13 empty lines, as `capture-pane` gives them.
  static func blankLines(_ count: Int) -> String { String(repeating: "\n", count: count - 1) }

  @Test func koreanMonthPagingAndWeekStrip() throws {
    let pane = try TmuxPane(["pick", "-l", "ko-KR", "--today", "2024-01-31"])
    try pane.waitFor("2024년 1월 31일 수요일")
    try pane.send("NPage")
    try pane.waitFor("2024년 2월 29일 목요일")  // clamped to February's last day
    try pane.send(">")
    try pane.waitFor("2024년 3월 29일 금요일")
    try pane.send("PPage")
    try pane.waitFor("2024년 2월 29일 목요일")
    try pane.send("<")
    try pane.waitFor("2024년 1월 29일 월요일")
    // The week strip: one row, moved a week at a time.
    try pane.send("w")
    let strip = try pane.waitFor("2024년 1월~2월")
    #expect(
      strip.hasPrefix(
        """

             2024년 1월~2월
          일 월 화 수 목 금 토
          28 29 30 31  1  2  3

          2024년 1월 29일 월요일
        """), "the strip of 2024-01-28..02-03, titled in the locale's range format")
    try pane.send("Down")
    try pane.waitFor("2024년 2월 5일 월요일")
    #expect(pane.lastScreen.contains(" 4  5  6  7  8  9 10"))
    try pane.send("w")
    try pane.waitFor("25 26 27 28 29")
    try pane.send("Enter")
    #expect(pane.result().status == 0)
    #expect(pane.result().output == "2024-02-05\n")
  }

  @Test func arabicArrowsAreVisualAndMonthsAreUmmAlQura() throws {
    // 2024-03-13 is 3 Ramadan 1445 in the Umm al-Qura calendar.
    let pane = try TmuxPane(["pick", "-l", "ar-SA", "--today", "2024-03-13"])
    try pane.waitFor("الأربعاء، ٣ رمضان ١٤٤٥ هـ")
    // The week runs right to left: the right arrow is the previous day, l too.
    try pane.send("Right")
    try pane.waitFor("الثلاثاء، ٢ رمضان ١٤٤٥ هـ")
    try pane.send("Left")
    try pane.waitFor("الأربعاء، ٣ رمضان ١٤٤٥ هـ")
    try pane.send("l")
    try pane.waitFor("الثلاثاء، ٢ رمضان ١٤٤٥ هـ")
    try pane.send("h")
    try pane.waitFor("الأربعاء، ٣ رمضان ١٤٤٥ هـ")
    // Paging is by Umm al-Qura months: Sha'ban 1445 has 29 days, Ramadan 30.
    try pane.send("PPage")
    let shaban = try pane.waitFor("٣ شعبان ١٤٤٥ هـ")
    #expect(shaban.contains("٢٩") && !shaban.contains("٣٠"))
    try pane.send("Escape")
    #expect(pane.result().status == 1)
  }

  @Test func arabicRangeScreen() throws {
    let pane = try TmuxPane(["pick", "-l", "ar-SA", "--today", "2024-03-13", "--range", "--weekday-width", "narrow"])
    try pane.waitFor("الأربعاء، ٣ رمضان ١٤٤٥ هـ")
    try pane.send("Enter", "Left", "Left", "Left", "Left")
    let screen = try pane.waitFor("→ ٣–٧ رمضان ١٤٤٥ هـ")
    // Start, middle and end drawn as text output draws them: bracketed, mirrored (the start at the right).
    #expect(
      screen.hasPrefix(
        """

              رمضان ١٤٤٥ هـ
            س  ج  خ  ر  ث  ن  ح
          [ ٦  ٥  ٤  ٣] ٢  ١
           ١٣ ١٢ ١١ ١٠  ٩  ٨[ ٧]
           ٢٠ ١٩ ١٨ ١٧ ١٦ ١٥ ١٤
           ٢٧ ٢٦ ٢٥ ٢٤ ٢٣ ٢٢ ٢١
                       ٣٠ ٢٩ ٢٨

          الأحد، ٧ رمضان ١٤٤٥ هـ
          → ٣–٧ رمضان ١٤٤٥ هـ
        """))
    // Each right-to-left cell starts with a LEFT-TO-RIGHT MARK, as in text output.
    let raw = try pane.tmux(["capture-pane", "-p", "-t", "0"]).split(separator: "\n")
    #expect(raw.count > 3 && raw[2].filter { $0 == "\u{200E}" }.count == 7, "a mark before each header")
    let header = raw.first { $0.contains("ح") } ?? ""
    #expect(header.filter { $0 == "\u{200F}" }.count == 7, "a right-to-left mark before each name: \(header)")
    try pane.send("Enter")
    #expect(pane.result().status == 0)
    #expect(pane.result().output == "2024-03-13..2024-03-17\n")
  }

  @Test func hebrewPagingThroughAdarIAndII() throws {
    // 2024-02-09 is 30 Shevat 5784, a leap year.
    let pane = try TmuxPane(["pick", "-l", "he-IL", "--calendar", "hebrew", "--today", "2024-02-09"])
    try pane.waitFor("30 בשבט 5784")
    try pane.send("NPage")
    try pane.waitFor("30 באדר א׳ 5784")  // Adar I has 30 days
    #expect(pane.lastScreen.contains("אדר א׳ 5784\n"), "titled Adar I")
    try pane.send("NPage")
    try pane.waitFor("29 באדר ב׳ 5784")  // Adar II has 29: clamped
    #expect(pane.lastScreen.contains("אדר ב׳ 5784\n"), "titled Adar II")
    try pane.send("PPage", "PPage")
    try pane.waitFor("29 בשבט 5784")
    // A year from Shevat: 5785 is a common year.
    try pane.send("]")
    try pane.waitFor("29 בשבט 5785")
    try pane.send("NPage")
    try pane.waitFor("29 באדר 5785")
    try pane.send("[")
    try pane.waitFor("29 באדר ב׳ 5784")
    try pane.send("q")
    #expect(pane.result().status == 1)
    #expect(pane.result().output == "")
  }

  @Test func japaneseRangeAcrossAMonthBoundary() throws {
    let pane = try TmuxPane(["pick", "-l", "ja-JP", "--today", "2024-01-30", "--range"])
    try pane.waitFor("2024年1月30日火曜日")
    try pane.send("Enter")
    try pane.send("Down")
    let band = try pane.waitFor("2024年2月6日火曜日")
    #expect(band.contains("→ 2024年1月30日～2月6日"))
    // The band continues on February's page, broken at the row's edges as text output breaks it.
    #expect(band.contains("\n              [ 1  2  3]\n  [ 4  5  6] 7  8  9 10\n"))
    try pane.send("Enter")
    #expect(pane.result().status == 0)
    #expect(pane.result().output == "2024-01-30..2024-02-06\n")
  }

  @Test func backwardsRangesAreSwapped() throws {
    let pane = try TmuxPane(["pick", "-l", "ja-JP", "--today", "2024-02-02", "--range", "-o", "json"])
    try pane.waitFor("2024年2月2日金曜日")
    try pane.send("Space", "k")
    try pane.waitFor("2024年1月26日金曜日")
    #expect(pane.lastScreen.contains("25[26 27]\n  [28 29 30 31]"), "the band so far, backwards")
    try pane.send("Space")
    #expect(pane.result().status == 0)
    #expect(
      pane.result().output
        == """
        {"calendar":"gregorian","locale":"ja-JP","start":{"iso":"2024-01-26","year":2024,"month":"M01","day":26,\
        "label":"2024年1月26日金曜日"},"end":{"iso":"2024-02-02","year":2024,"month":"M02","day":2,\
        "label":"2024年2月2日金曜日"}}

        """)
  }

  // MARK: - Keys

  @Test func weekEdgesYearsAndToday() throws {
    let pane = try TmuxPane(["pick", "2024-02-14", "-l", "en-US", "--today", "2024-03-20"])
    try pane.waitFor("Wednesday, February 14, 2024")
    try pane.send("Home")
    try pane.waitFor("Sunday, February 11, 2024")
    try pane.send("End")
    try pane.waitFor("Saturday, February 17, 2024")
    try pane.send("]")
    try pane.waitFor("Monday, February 17, 2025")
    try pane.send("[", "[")
    try pane.waitFor("Friday, February 17, 2023")
    try pane.send("t")
    try pane.waitFor("Wednesday, March 20, 2024")
    try pane.send("j")
    try pane.waitFor("Wednesday, March 27, 2024")
    try pane.send("k", "Up")
    try pane.waitFor("Wednesday, March 13, 2024")
    #expect(try pane.screen(escapes: true).contains("\u{1B}[4m20"), "today underlined")
    try pane.send("C-c")
    #expect(pane.result().status == 1)
    #expect(pane.result().output == "")
  }

  @Test func boundsDimDaysThatCannotBeChosen() throws {
    let pane = try TmuxPane([
      "pick", "-l", "en-US", "--today", "2024-02-14", "--min", "2024-02-10", "--max", "2024-02-20",
    ])
    try pane.waitFor("Wednesday, February 14, 2024")
    let escaped = try pane.screen(escapes: true)
    #expect(escaped.contains("\u{1B}[2m9"), "a day before --min is faint")
    #expect(escaped.contains("\u{1B}[2m21"), "a day after --max is faint")
    #expect(!escaped.contains("\u{1B}[2m15"))
    try pane.send("Down")
    try pane.waitFor("Wednesday, February 21, 2024")
    #expect(pane.lastScreen.contains("\n  (cannot be chosen)"))
    try pane.send("Enter")
    try pane.send("Left")
    try pane.waitFor("Tuesday, February 20, 2024")
    #expect(pane.file("status", timeout: 0.3) == nil, "still running: the 21st cannot be chosen")
    try pane.send("Enter")
    #expect(pane.result().status == 0)
    #expect(pane.result().output == "2024-02-20\n")
  }

  /// Without colour (`--color=never`, or NO_COLOR with the default `auto`) the weekend is not
  /// coloured, but the focus is still reversed, today underlined and bounded days faint.
  @Test(arguments: [["--color=never"], ["--color"]])
  func withoutColourTheFocusIsStillReversed(color: [String]) throws {
    let pane = try TmuxPane(
      ["pick", "-l", "en-US", "--today", "2024-02-14", "2024-02-15", "--max", "2024-02-20"] + color,
      script: "export NO_COLOR=1; " + TmuxPane.defaultScript)
    try pane.waitFor("Thursday, February 15, 2024")
    let escaped = try pane.screen(escapes: true)
    #expect(escaped.contains("\u{1B}[7m15") && escaped.contains("\u{1B}[4m14") && escaped.contains("\u{1B}[2m21"))
    #expect(!escaped.contains("\u{1B}[36m"), "no weekend tint")
    try pane.send("Escape")
    #expect(pane.result().status == 1)
  }

  @Test func mouseClickChoosesADay() throws {
    let pane = try TmuxPane(["pick", "-l", "en-US", "--today", "2024-02-14"])
    try pane.waitFor("Wednesday, February 14, 2024")
    // The wheel pages (buttons 65 down, 64 up).
    try pane.sendBytes("\u{1B}[<65;5;5M")
    try pane.waitFor("Thursday, March 14, 2024")
    try pane.sendBytes("\u{1B}[<64;5;5M")
    let screen = try pane.waitFor("Wednesday, February 14, 2024")
    // Find the 22 on the screen and click it (SGR reports count from 1).
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let row = try #require(lines.firstIndex { $0.contains(" 22 ") })
    let column = try #require(lines[row].range(of: "22")).lowerBound.utf16Offset(in: lines[row])
    try pane.sendBytes("\u{1B}[<0;\(column + 1);\(row + 1)M")
    #expect(pane.result().status == 0)
    #expect(pane.result().output == "2024-02-22\n")
  }

  /// Clicks land on the right day whatever the layout: mirrored in right-to-left, after the week
  /// numbers, and on the line of secondary dates under a day.
  @Test(arguments: [
    (["-l", "ar-SA", "--today", "2024-03-13"], "١٤", 0, "2024-03-24"),
    (["-l", "ko-KR", "--today", "2024-02-14", "-w"], "22", 0, "2024-02-22"),
    // 21 is no lunar day of February 2024 (22 Twelfth month … 20 First month): only the date's cell has it.
    (["-l", "ja-JP", "--today", "2024-02-14", "--secondary", "chinese"], "21", 1, "2024-02-21"),
  ])
  func mouseClicksInEveryLayout(arguments: [String], label: String, linesBelow: Int, chosen: String) throws {
    let pane = try TmuxPane(["pick"] + arguments)
    let screen = try pane.waitForScreen("the first frame") { $0.contains(label) && TmuxPane.isComplete($0) }
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The first line after the headers with the label as a whole cell; its column in display width.
    let row = try #require(lines.indices.first { $0 > 2 && (" " + lines[$0] + " ").contains(" " + label + " ") })
    let before = try #require((" " + lines[row] + " ").range(of: " " + label + " ")).lowerBound
    // The padded line's prefix up to the space before the label is as wide as the line up to the label.
    let column = CalendarRenderer.displayWidth(of: String((" " + lines[row] + " ")[..<before]))
    try pane.sendBytes("\u{1B}[<0;\(column + 1);\(row + 1 + linesBelow)M")
    #expect(pane.result().output == chosen + "\n")
  }

  @Test func skeletonOutputAndScripts() throws {
    let pane = try TmuxPane(
      ["pick", "-l", "ko-KR", "--today", "2024-02-14"],
      // The output before the status: result() reads the output once the status file exists.
      script: "d=$(eval \"$CMD\"); s=$?; printf '%s\\n' \"$d\" > out; echo $s > status; sleep 600")
    try pane.waitFor("2024년 2월 14일 수요일")
    try pane.send("Right", "Enter")
    #expect(pane.result().status == 0)
    #expect(pane.result().output == "2024-02-15\n")

    let formatted = try TmuxPane(["pick", "-l", "ko-KR", "--today", "2024-02-14", "--output", "yMMMEd"])
    try formatted.waitFor("2024년 2월 14일 수요일")
    try formatted.send("Enter")
    #expect(formatted.result().output == "2024년 2월 14일 (수)\n")
  }

  /// Event titles are input: their escape sequences and bidi overrides never reach the terminal.
  @Test func eventsAndSecondaryDatesUnderTheFocus() throws {
    let events = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-pick-\(getpid()).json")
    try """
    [{"title": "Seollal \\u001b[2J\\u001b]0;owned\\u0007 \\u202eevil", "start": "2024-02-10"}]
    """.write(to: events, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: events) }
    let pane = try TmuxPane([
      "pick", "-l", "ko-KR", "--today", "2024-02-09", "--secondary", "dangi", "--events", events.path,
    ])
    try pane.waitFor("2024년 2월 9일 금요일")
    #expect(pane.lastScreen.contains("12. 30."), "the Korean lunar date of the focus")
    try pane.send("l")
    let screen = try pane.waitFor("2024년 2월 10일 토요일")
    #expect(screen.contains("1. 1."))
    #expect(screen.contains("• Seollal �[2J�]0;owned� �evil"))
    #expect(try pane.format("#{pane_title}") != "owned")
    try pane.send("q")
    #expect(pane.result().status == 1)
  }

  // MARK: - The terminal

  @Test func resizeRedrawsAndTooSmallSaysSo() throws {
    let pane = try TmuxPane(["pick", "-l", "en-US", "--today", "2024-02-14"])
    try pane.waitFor("Wednesday, February 14, 2024")
    try pane.tmux(["resize-window", "-t", "0", "-x", "20", "-y", "8"])
    try pane.waitFor("Terminal too small")
    try pane.tmux(["resize-window", "-t", "0", "-x", "60", "-y", "20"])
    // The help is on the last line of the new size, cut to its width.
    let screen = try pane.waitForScreen("the 60×20 screen") {
      $0.contains("Wednesday, February 14, 2024")
        && $0.split(separator: "\n", omittingEmptySubsequences: false).count == 20
    }
    #expect(screen.split(separator: "\n").last?.hasPrefix("←→↑↓ day/week <> month") == true)
    try pane.send("Escape")
    #expect(pane.result().status == 1)
  }

  @Test func terminalIsRestoredOnExit() throws {
    let pane = try TmuxPane(["pick", "-l", "en-US", "--today", "2024-02-14"])
    try pane.waitFor("Wednesday, February 14, 2024")
    #expect(try pane.format("#{alternate_on}") == "1")
    #expect(try pane.format("#{cursor_flag}") == "0")
    #expect(try pane.format("#{mouse_sgr_flag}") == "1")
    try pane.send("Enter")
    #expect(pane.result().status == 0)
    #expect(pane.file("after") == pane.file("before"))
    #expect(try pane.format("#{alternate_on}") == "0")
    #expect(try pane.format("#{cursor_flag}") == "1")
    #expect(try pane.format("#{mouse_sgr_flag}") == "0")
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func terminalIsRestoredOnSignals(signal: Int32) throws {
    let pane = try TmuxPane(["pick", "-l", "en-US", "--today", "2024-02-14"])
    try pane.waitFor("Wednesday, February 14, 2024")
    let pid = try #require(pane.pid())
    kill(pid, signal)
    #expect(pane.result().status == 128 + signal, "the signal is raised again after restoring")
    #expect(pane.file("after") == pane.file("before"))
    #expect(try pane.format("#{alternate_on}") == "0")
    #expect(try pane.format("#{cursor_flag}") == "1")
  }

  /// SIGTSTP from outside (`kill -TSTP`): restored while stopped, taken over again on SIGCONT.
  @Test func stopRestoresAndContinueRedraws() throws {
    let pane = try TmuxPane(["pick", "-l", "en-US", "--today", "2024-02-14"])
    try pane.waitFor("Wednesday, February 14, 2024")
    let tty = try pane.format("#{pane_tty}")
    let before = try #require(pane.file("before"))
    let pid = try #require(pane.pid())
    kill(pid, SIGTSTP)
    // Stopped: the terminal is back in its modes and on the normal screen.
    try pane.waitForScreen("the normal screen") { !$0.contains("February") }
    #expect(try pane.format("#{alternate_on}") == "0")
    let stopped = try TestSupport.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "stty -g < \(TmuxPane.quoted(tty))"])
    #expect(stopped.stdout == before)
    kill(pid, SIGCONT)
    try pane.waitFor("Wednesday, February 14, 2024")
    #expect(try pane.format("#{alternate_on}") == "1")
    try pane.send("Right", "Enter")
    #expect(pane.result().status == 0)
    #expect(pane.result().output == "2024-02-15\n")
    #expect(pane.file("after") == before)
  }

  /// Ctrl-Z and `fg` in an interactive shell with job control.
  @Test func ctrlZSuspendsAndFgResumes() throws {
    let pane = try TmuxPane(
      ["pick", "-l", "en-US", "--today", "2024-02-14"],
      script: "export CMD; PS1='$ ' exec bash --norc --noprofile -i")
    try pane.typeLine("stty -g > before")
    try pane.typeLine("eval \"$CMD\" > out")
    try pane.waitFor("Wednesday, February 14, 2024")
    try pane.send("C-z")
    try pane.waitForScreen("the shell's job report") { $0.contains("Stopped") }
    #expect(try pane.format("#{alternate_on}") == "0")
    try pane.typeLine("stty -g > stopped; fg")
    try pane.waitFor("Wednesday, February 14, 2024")
    try pane.send("Right", "Enter")
    try pane.waitForNormalScreen()
    try pane.typeLine("echo $? > status; stty -g > after")
    #expect(pane.result().status == 0)
    #expect(pane.result().output == "2024-02-15\n")
    let before = try #require(pane.file("before"))
    #expect(pane.file("stopped") == before)
    #expect(pane.file("after") == before)
  }

  /// In `d=$(calrender pick)` the shell cannot resume a stopped picker (it waits for its output):
  /// Ctrl-Z does nothing there rather than hang the shell.
  @Test func ctrlZInACommandSubstitutionIsIgnored() throws {
    let pane = try TmuxPane(
      ["pick", "-l", "en-US", "--today", "2024-02-14"],
      script: "export CMD; PS1='$ ' exec bash --norc --noprofile -i")
    try pane.typeLine("d=$(eval \"$CMD\")")
    try pane.waitFor("Wednesday, February 14, 2024")
    try pane.send("C-z", "Left")
    try pane.waitFor("Tuesday, February 13, 2024")
    #expect(try pane.format("#{alternate_on}") == "1")
    try pane.send("Enter")
    try pane.waitForNormalScreen()
    try pane.typeLine("echo \"$? $d\" > status")
    #expect(pane.file("status") == "0 2024-02-13\n")
  }
}
