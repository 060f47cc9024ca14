import CalendarEvents
import FuzzSupport

// The JSON events reader: any bytes are events or an EventsError, never a trap, and every event
// it accepts ends no earlier than it starts (its span is a range: a reader that built a backwards
// one would trap, which the fuzzer reports as a crash).
runFuzzer { data, count in
  guard let events = try? EventsInput.parse(json: text(data, count)) else { return 0 }
  for event in events {
    switch event.span {
    case .allDay(let days): precondition(days.lowerBound <= days.upperBound)
    case .timed(let instants): precondition(instants.lowerBound <= instants.upperBound)
    }
  }
  return 0
}
