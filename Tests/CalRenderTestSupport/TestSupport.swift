import Foundation

/// Paths and process helpers shared by the tests.
public enum TestSupport {
  /// The package root (this file is Tests/CalRenderTestSupport/TestSupport.swift), or the checkout
  /// `CALRENDER_PACKAGE_ROOT` names: a built test binary then reads the data files (rule files,
  /// docs/holidays.md) of another worktree, so a holiday rule is compared without a build.
  public static let packageRoot: URL = {
    if let root = ProcessInfo.processInfo.environment["CALRENDER_PACKAGE_ROOT"], !root.isEmpty {
      return URL(fileURLWithPath: root, isDirectory: true)
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }()

  /// The built `calrender` binary beside the test bundle (swift test builds every product).
  public static func binary() -> URL? {
    var candidates: [URL] = []
    let bundle = Bundle.main.bundleURL
    candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("calrender"))
    candidates.append(bundle.appendingPathComponent("calrender"))
    for configuration in ["debug", "release"] {
      candidates.append(packageRoot.appendingPathComponent(".build/\(configuration)/calrender"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  public struct Result {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// Runs a program to completion.
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, stdin: String? = nil,
    directory: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    if let directory { process.currentDirectoryURL = directory }
    process.arguments = arguments
    process.environment = environment ?? ["PATH": "/usr/bin:/bin", "TZ": "UTC"]
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin.data(using: .utf8)!) }
    try input.fileHandleForWriting.close()
    // Read before waiting: a full pipe would block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Runs scripts/lunar_oracle.py (PyPI sxtwl, korean-lunar-calendar and hijridate) with the
  /// Python pip installs into, which is pyenv's where it is on PATH.
  public static func lunarOracle(_ arguments: [String]) throws -> Result {
    try pipScript("scripts/lunar_oracle.py", arguments)
  }

  /// Runs scripts/sky_oracle.py (PyPI ephem) with the Python pip installs into.
  public static func skyOracle(_ arguments: [String]) throws -> Result {
    try pipScript("scripts/sky_oracle.py", arguments)
  }

  /// The environment of the Python pip installs into: pyenv's shims first where they are.
  public static let pipEnvironment = ["PATH": "/root/.pyenv/shims:/usr/local/bin:/usr/bin:/bin", "HOME": "/root"]

  /// The interpreter `python3` is on ``pipEnvironment``'s PATH, asked once: a pyenv shim is a shell
  /// script that finds the interpreter again on every call (~0.17 s), and the holiday comparisons
  /// start the oracle some 800 times. Where it cannot be asked, `env python3` as before.
  public static let pipPython: (executable: URL, prefix: [String]) = {
    let env = URL(fileURLWithPath: "/usr/bin/env")
    if let asked = try? run(env, ["python3", "-c", "import sys; print(sys.executable)"], environment: pipEnvironment),
      asked.status == 0
    {
      let path = asked.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      if path.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: path) { return (URL(fileURLWithPath: path), []) }
    }
    return (env, ["python3"])
  }()

  /// Runs a script of the package (a path from its root) with the Python pip installs into.
  public static func pipScript(_ script: String, _ arguments: [String]) throws -> Result {
    let python = pipPython
    return try run(
      python.executable, python.prefix + [packageRoot.appendingPathComponent(script).path] + arguments,
      environment: pipEnvironment)
  }

  /// Debian's Python, which has python3-icu, python3-bidi and python3-jsonschema (.ci/run installs them).
  public static let python = URL(fileURLWithPath: "/usr/bin/python3")

  /// The titles of the events on each in-month day of a calendrender/1 JSON document, sorted.
  public static func eventTitlesByDay(json: String) -> [String: [String]] {
    guard let document = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return [:] }
    var titlesByDay: [String: [String]] = [:]
    for month in document["months"] as? [[String: Any]] ?? [] {
      for week in month["weeks"] as? [[String: Any]] ?? [] {
        for day in week["days"] as? [[String: Any]] ?? [] where day["inMonth"] as? Bool == true {
          let titles = (day["events"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
          if !titles.isEmpty, let date = day["date"] as? String { titlesByDay[date] = titles.sorted() }
        }
      }
    }
    return titlesByDay
  }
}
