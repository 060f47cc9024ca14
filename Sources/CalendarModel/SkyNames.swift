/// The words of the sky in one language (`Locales/sky/*.json`, embedded at build time): the 24
/// solar terms, the four principal moon phases and the equinoxes and solstices.
package struct SkyNames: Hashable, Sendable {
  /// The language the words are in (a BCP 47 tag: `ko`, `zh-Hans`, `en`).
  package var language: String
  /// The solar terms by longitude / 15 (0: the March equinox, 21: 立春 at 315°).
  package var terms: [String]
  /// The phases in the order of ``DaySky/MoonPhase``'s cases.
  package var phases: [String]
  /// The March equinox, June solstice, September equinox and December solstice.
  package var seasons: [String]

  /// Words in one language; `terms` must have 24, `phases` and `seasons` 4 (else the English
  /// ones stand in: the embedder checks the files, so only a hand-made value can be short).
  package init(language: String, terms: [String], phases: [String], seasons: [String]) {
    self.language = language
    self.terms = terms.count == 24 ? terms : Self.english.terms
    self.phases = phases.count == 4 ? phases : Self.english.phases
    self.seasons = seasons.count == 4 ? seasons : Self.english.seasons
  }

  private init(unchecked language: String, terms: [String], phases: [String], seasons: [String]) {
    (self.language, self.terms, self.phases, self.seasons) = (language, terms, phases, seasons)
  }

  /// The name of an event of `kind`.
  package func name(of kind: DaySky.Kind) -> String {
    switch kind {
    // By a switch, not `allCases.firstIndex`: `allCases` makes an array on every call.
    case .moonPhase(.new): phases[0]
    case .moonPhase(.firstQuarter): phases[1]
    case .moonPhase(.full): phases[2]
    case .moonPhase(.lastQuarter): phases[3]
    case .solarTerm(let longitude): terms[(longitude / 15) % 24]
    case .season(let longitude): seasons[(longitude / 90) % 4]
    }
  }

  /// The English words, when the display language has none in `Locales/sky/`: the terms as the
  /// Hong Kong Observatory names them in English, the phases, equinoxes and solstices as almanacs
  /// in English do (named by month, not by season, which the hemispheres disagree on).
  package static let english = SkyNames(
    unchecked: "en",
    terms: [
      "Spring Equinox", "Pure Brightness", "Grain Rain", "Beginning of Summer", "Grain Buds", "Grain in Ear",
      "Summer Solstice", "Minor Heat", "Major Heat", "Beginning of Autumn", "End of Heat", "White Dew",
      "Autumn Equinox", "Cold Dew", "Frost's Descent", "Beginning of Winter", "Minor Snow", "Major Snow",
      "Winter Solstice", "Minor Cold", "Major Cold", "Beginning of Spring", "Rain Water", "Awakening of Insects",
    ],
    phases: ["New moon", "First quarter", "Full moon", "Last quarter"],
    seasons: ["March equinox", "June solstice", "September equinox", "December solstice"])
}
