// The document is written in the calendar core's vocabulary (Julian days, weekdays, month codes,
// calendar systems, month spans): whoever imports the model reads those types too.
@_exported import CalendarCore
