#if Foundation
  import Foundation

  // Calendar systems and Foundation's identifiers for them.
  extension CalendarSystem {
    /// The system Foundation's `identifier` names (`.islamicUmmAlQura` → `islamic-umalqura`);
    /// nil for one calrender does not have (`ethiopicAmeteAlem`).
    public init?(_ identifier: Calendar.Identifier) {
      guard let found = Self.pairs.first(where: { $0.1 == identifier }) else { return nil }
      self = found.0
    }

    /// Foundation's identifier of this system; nil where this package's Foundation has none
    /// (`dangi`).
    public var foundationIdentifier: Calendar.Identifier? { Self.pairs.first { $0.0 == self }?.1 }

    private static let pairs: [(CalendarSystem, Calendar.Identifier)] = [
      (.gregorian, .gregorian), (.iso8601, .iso8601), (.buddhist, .buddhist), (.japanese, .japanese),
      (.roc, .republicOfChina), (.islamic, .islamic), (.islamicCivil, .islamicCivil),
      (.islamicTbla, .islamicTabular), (.islamicUmalqura, .islamicUmmAlQura), (.hebrew, .hebrew),
      (.persian, .persian), (.indian, .indian), (.chinese, .chinese), (.coptic, .coptic),
      (.ethiopic, .ethiopicAmeteMihret),
    ]
  }
#endif
