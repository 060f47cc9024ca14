/// The time zone "today" and timed events are read in: `--time-zone`, else `TZ`, else the system's
/// (the provider's host-zone detection; ICU: `/etc/localtime`), as `cal` and `date` do.
///
/// `TZ` may be an IANA name (`Asia/Seoul`, `:Asia/Seoul`), a zoneinfo path
/// (`:/usr/share/zoneinfo/Asia/Seoul`), or a POSIX rule without daylight saving (`JST-9`, `UTC0`,
/// `<+03>-3`: a whole number of hours, read as the IANA `Etc/GMT-9`); set and empty is UTC, as in
/// glibc. Anything else (`garbage`, `EST5EDT,M3.2.0,M11.1.0`, `IST-5:30`) is a usage error when the
/// zone is needed, never a silent UTC.
package struct ZonePolicy {
  package let environment: EnvironmentPolicy
  /// The system's zone (nil: none found, which is UTC).
  package var systemZone: () -> String?

  /// The policy over `environment`; `systemZone` finds the system's zone (by default the
  /// environment's provider).
  package init(environment: EnvironmentPolicy, systemZone: (() -> String?)? = nil) {
    self.environment = environment
    self.systemZone = systemZone ?? { [provider = environment.provider] in provider.systemTimeZoneIdentifier() }
  }

  /// The zone's IANA identifier; nil is UTC.
  package func zone(explicit: String?) throws(CalRenderError) -> String? {
    if let explicit {
      guard isKnown(explicit) else {
        throw CalRenderError(.usage, "unknown time zone '\(explicit)'", hint: "an IANA zone such as Asia/Seoul or UTC")
      }
      return explicit
    }
    guard let tz = environment["TZ"] else {
      guard let system = systemZone(), isKnown(system) else { return nil }
      return system
    }
    if tz.isEmpty { return nil }
    if let name = identifier(tz) { return name }
    throw CalRenderError(
      .usage, "TZ '\(tz)' is not a time zone calrender can read",
      hint: "an IANA zone such as TZ=Asia/Seoul, a POSIX offset such as TZ=JST-9, or --time-zone")
  }

  /// The IANA zone a `TZ` value names, if the provider knows it.
  func identifier(_ tz: String) -> String? {
    var name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
    if name.hasPrefix("/") {
      var parts = name.split(separator: "/")
      guard let folder = parts.lastIndex(of: "zoneinfo") else { return nil }
      parts = Array(parts[(folder + 1)...])
      if parts.first == "posix" || parts.first == "right" { parts.removeFirst() }
      name = parts.joined(separator: "/")
    }
    if isKnown(name) { return name }
    if let fixed = Self.posixFixedOffset(name), isKnown(fixed) { return fixed }
    return nil
  }

  func isKnown(_ zone: String) -> Bool { !zone.isEmpty && (try? environment.provider.timeZone(zone)) != nil }

  /// `JST-9` → `Etc/GMT-9`: a POSIX TZ of a standard-time name and a whole-hour offset only (the
  /// Etc zones share POSIX's sign: hours west of UTC are positive).
  static func posixFixedOffset(_ text: String) -> String? {
    var rest = Substring(text)
    if rest.first == "<" {
      guard let close = rest.firstIndex(of: ">"), rest.distance(from: rest.startIndex, to: close) >= 4 else {
        return nil
      }
      rest = rest[rest.index(after: close)...]
    } else {
      let name = rest.prefix { $0.isASCII && $0.isLetter }
      guard name.count >= 3 else { return nil }
      rest = rest.dropFirst(name.count)
    }
    var sign = 1
    if rest.first == "+" || rest.first == "-" {
      if rest.first == "-" { sign = -1 }
      rest = rest.dropFirst()
    }
    let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) }),
      let hours = Int(parts[0]), parts.dropFirst().allSatisfy({ Int($0) == 0 })
    else { return nil }
    let offset = sign * hours
    guard (-14...12).contains(offset) else { return nil }
    return offset == 0 ? "Etc/GMT" : "Etc/GMT" + (offset > 0 ? "+" : "-") + String(abs(offset))
  }
}
