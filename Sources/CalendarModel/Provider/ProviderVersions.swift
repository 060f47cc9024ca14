/// Which provider answered and the versions of its data.
public struct ProviderVersions: Hashable, Sendable {
  /// The provider's name (`icu`, `foundation`).
  public var provider: String
  /// The ICU version behind it (`72.1`).
  public var icu: String
  /// The CLDR version of its locale data (`42.0`).
  public var cldr: String
  /// The Unicode version of its character properties (`15.0`).
  public var unicode: String

  /// The versions of a provider.
  public init(provider: String, icu: String, cldr: String, unicode: String) {
    self.provider = provider
    self.icu = icu
    self.cldr = cldr
    self.unicode = unicode
  }
}
