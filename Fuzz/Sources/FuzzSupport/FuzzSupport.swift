#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer's driver for programs with a main of their own (libclang_rt.fuzzer_no_main).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments (`-max_total_time=60 corpus/` …) on `body`.
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, body))
}

/// The input as text (invalid UTF-8 repaired, as the command's readers do).
public func text(_ data: UnsafePointer<UInt8>?, _ count: Int) -> String {
  guard let data else { return "" }
  return String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
}
