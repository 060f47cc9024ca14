/// The time zone "today" and timed events are read in: `--time-zone`, else `TZ`, else the system's
/// (the provider's host-zone detection; ICU: `/etc/localtime`), as `cal` and `date` do.
///
/// `TZ` may be an IANA name (`Asia/Seoul`, `:Asia/Seoul`), a zoneinfo file
/// (`:/usr/share/zoneinfo/Asia/Seoul`, `:/etc/localtime`: a regular file, or a link to one, named by
/// where it is under a `zoneinfo` folder; its bytes are never read, so `TZ=:/dev/stdin` or a FIFO
/// cannot block), or a POSIX rule (``POSIXTimeZone``: `JST-9`, `<+0330>-3:30`,
/// `CET-1CEST,M3.5.0,M10.5.0/3`; a whole number of hours without daylight time is read as the IANA
/// `Etc/GMT-9`); set and empty is UTC, as in glibc. Anything else (`garbage`, `:/dev/stdin`) is a
/// usage error when the zone is needed, never a silent UTC; when no zone is needed (`--today` given,
/// no timed events) `TZ` is not looked at.
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

  /// A zone as the policy resolves it: an IANA identifier the provider knows (nil: UTC), or a
  /// POSIX rule the provider has no identifier for.
  package enum Resolved: Sendable, Hashable {
    case identifier(String?)
    case rule(POSIXTimeZone)
  }

  /// The zone's IANA identifier; nil is UTC. A POSIX rule with no IANA equivalent is a usage
  /// error here (``resolve(explicit:)`` has it).
  package func zone(explicit: String?) throws(CalRenderError) -> String? {
    switch try resolve(explicit: explicit) {
    case .identifier(let name): return name
    case .rule: throw Self.unreadable(environment["TZ"] ?? "")
    }
  }

  /// The zone: `explicit`, else `TZ`, else the system's.
  package func resolve(explicit: String?) throws(CalRenderError) -> Resolved {
    if let explicit {
      guard isKnown(explicit) else {
        throw CalRenderError(.usage, "unknown time zone '\(explicit)'", hint: "an IANA zone such as Asia/Seoul or UTC")
      }
      return .identifier(explicit)
    }
    guard let tz = environment["TZ"] else {
      guard let system = systemZone(), isKnown(system) else { return .identifier(nil) }
      return .identifier(system)
    }
    if tz.isEmpty { return .identifier(nil) }
    if let name = identifier(tz) { return .identifier(name) }
    // A leading `:` names a file, never a rule (as in glibc).
    if !tz.hasPrefix(":"), let rule = POSIXTimeZone(tz) { return .rule(rule) }
    let file = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
    if file.hasPrefix("/") && !FileStatus.isRegularFile(file) {
      throw CalRenderError(
        .usage, "TZ '\(tz)' is not a time zone calrender can read",
        hint: "it is not a regular file: an IANA zone such as TZ=Asia/Seoul, a zoneinfo file, or --time-zone")
    }
    throw Self.unreadable(tz)
  }

  static func unreadable(_ tz: String) -> CalRenderError {
    CalRenderError(
      .usage, "TZ '\(tz)' is not a time zone calrender can read",
      hint: "an IANA zone such as TZ=Asia/Seoul, a POSIX rule such as TZ=CET-1CEST,M3.5.0,M10.5.0/3, or --time-zone")
  }

  /// The IANA zone a `TZ` value names, if the provider knows it.
  func identifier(_ tz: String) -> String? {
    let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
    if name.hasPrefix("/") {
      // A regular file only (stat and realpath open nothing), named by where it is under a
      // zoneinfo folder, or else where its links lead (/etc/localtime).
      guard FileStatus.isRegularFile(name) else { return nil }
      for path in [name, FileStatus.resolvedPath(name)].compactMap({ $0 }) {
        if let zone = Self.zoneinfoName(path), isKnown(zone) { return zone }
      }
      return nil
    }
    if isKnown(name) { return name }
    if let fixed = Self.posixFixedOffset(name), isKnown(fixed) { return fixed }
    return nil
  }

  /// `/usr/share/zoneinfo/posix/Asia/Seoul` → `Asia/Seoul`.
  static func zoneinfoName(_ path: String) -> String? {
    var parts = path.split(separator: "/")
    guard let folder = parts.lastIndex(of: "zoneinfo") else { return nil }
    parts = Array(parts[(folder + 1)...])
    if parts.first == "posix" || parts.first == "right" { parts.removeFirst() }
    return parts.joined(separator: "/")
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
