import CalendarModel
import FuzzSupport
import PatternLint

// Any bytes as a pattern: the linter must not trap, its spans lie in the pattern, and the fixed
// pattern is a fixed point of nothing worse (it lints without trapping too).
runFuzzer { data, count in
  let pattern = text(data, count)
  let linter = PatternLinter(tools: nil)
  let length = pattern.unicodeScalars.count
  for finding in linter.lint(pattern, near: JulianDay(isoYear: 2024, month: 12, day: 1)) {
    precondition(finding.span.lowerBound >= 0 && finding.span.upperBound <= length, "span outside the pattern")
  }
  _ = linter.lint(linter.fixed(pattern), near: JulianDay(isoYear: 2024, month: 1, day: 1))
  return 0
}
