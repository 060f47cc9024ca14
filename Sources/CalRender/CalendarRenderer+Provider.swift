#if ICU
  import CalendarICU

  /// The ICU provider (system libicu), the default where calrender is built with the `ICU` trait:
  /// `CalendarRenderer(provider: ICUCalendarProvider())`.
  public typealias ICUCalendarProvider = CalendarICU.ICUCalendarProvider
#endif
#if Foundation
  import CalendarFoundation

  /// The Foundation provider (the toolchain's Foundation and its own ICU), the default where
  /// calrender is built with the `Foundation` trait and without `ICU`.
  public typealias FoundationCalendarProvider = CalendarFoundation.FoundationCalendarProvider
#endif

extension CalendarRenderer {
  /// The provider a renderer, a catalog, a picker or an environment policy uses unless given one —
  /// the one place that picks: ICU with the `ICU` trait (the default), else Foundation with the
  /// `Foundation` trait, else none (every request fails saying so: give a renderer a provider).
  /// A new provider each call (its pools empty): keep a renderer to share one.
  public static func defaultProvider() -> any CalendarDataProvider {
    #if ICU
      ICUCalendarProvider()
    #elseif Foundation
      FoundationCalendarProvider()
    #else
      NoProvider()
    #endif
  }

  /// The columns a string takes in a terminal (Hangul, Han and kana two; combining marks none), as
  /// the default provider measures them.
  public static func displayWidth(of text: String) -> Int {
    #if ICU
      DisplayWidth.of(text)
    #elseif Foundation
      FoundationCalendarProvider.columns(of: text)
    #else
      NoProvider().displayWidth(of: text)
    #endif
  }
}
