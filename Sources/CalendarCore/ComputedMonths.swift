/// Months that a calendar's own rules give without ICU: a document of consecutive months then
/// costs no ICU call for its arithmetic. Each kind is compared month by month with ICU's over all
/// the years it covers (FastPathTests).
package protocol ComputedMonths: Sendable {
  /// The month containing `day`, or nil where it is not computed here (ICU then answers).
  func computedMonth(containing day: JulianDay) -> MonthSpan?
  /// The month `code` of `year`, or nil where it is not computed here (outside the years covered,
  /// or no such month: ICU then answers, or says why not).
  func computedMonth(year: Int, code: MonthCode) -> MonthSpan?
}
