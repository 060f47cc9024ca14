#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a signal's disposition: the command's clean-up handlers leave a signal it was started
/// with ignored alone (issue 28, item 9).
enum SignalDisposition {
  /// Whether `action` is SIG_IGN (handlers are C function pointers: SIG_IGN is the value 1).
  static func isIgnore(_ action: sigaction) -> Bool {
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Whether `signal` is ignored now (as inherited across exec, or set so by the command).
  static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    return sigaction(signal, nil, &current) == 0 && isIgnore(current)
  }
}
