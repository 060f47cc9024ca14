import CICUShim

/// The host's time zone, as ICU detects it (`TZ`, else `/etc/localtime`), which is what `cal`
/// and `date` use for "today".
public enum ICUHostZone {
  /// The IANA identifier, or nil when ICU finds none (`Etc/Unknown`).
  public static func identifier() -> String? {
    guard let id = try? icuString("host time zone", { cr_host_zone($0, $1, $2) }), !id.isEmpty, id != "Etc/Unknown"
    else { return nil }
    return id
  }
}
