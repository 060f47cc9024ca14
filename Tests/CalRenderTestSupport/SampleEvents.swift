/// A JSON events list the events tests share: an all-day trip, a call late in New York, an event
/// ending at midnight, three on one day and a title with markup characters.
public enum SampleEvents {
  public static let json = """
    [ { "title": "Trip", "start": "2024-02-21", "end": "2024-02-23", "allDay": true },
      { "id": "c1", "title": "Call", "start": "2024-02-14T22:00:00-05:00", "end": "2024-02-14T23:00:00-05:00" },
      { "title": "Midnight", "start": "2024-02-26T23:00:00Z", "end": "2024-02-27T00:00:00Z", "extra": [1, {"x": null}] },
      { "title": "A", "start": "2024-02-22T09:00:00Z" }, { "title": "B", "start": "2024-02-22T10:00:00Z" },
      { "title": "C <&>\\"]]>", "start": "2024-02-22T11:00:00Z" } ]
    """
}
