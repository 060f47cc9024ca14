import CalendarEvents
import FuzzSupport

// The JSON events reader: any bytes are events or an EventsError, never a trap, and every event
// it accepts ends no earlier than it starts.
runFuzzer { data, count in
  guard let events = try? EventsInput.parse(json: text(data, count)) else { return 0 }
  for event in events {
    switch (event.start, event.end) {
    case (.date(let start), .date(let end)): precondition(start <= end)
    case (.instant(let start), .instant(let end)): precondition(start <= end)
    default: preconditionFailure("mixed all-day and timed bounds")
    }
  }
  return 0
}
