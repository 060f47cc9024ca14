import CalRenderTestSupport
import Foundation
import Testing

/// `make install` puts the binary, the manual page and the completions where Debian's tools look
/// for them, under DESTDIR and PREFIX; `make uninstall` removes exactly those files. The binary the
/// tests built is installed (BIN=), so nothing is built again.
@Suite("make install")
struct InstallTests {
  static func make(_ arguments: [String]) throws -> TestSupport.Result {
    try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/make"), "apt-get install make")
    return try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/make"), ["-s", "-C", TestSupport.packageRoot.path] + arguments,
      environment: ["PATH": "/usr/bin:/bin"])
  }

  static func files(under root: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    var found: [String] = []
    while let url = enumerator?.nextObject() as? URL {
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        found.append(String(url.path.dropFirst(root.path.count)))
      }
    }
    return found.sorted()
  }

  @Test(arguments: [
    (
      "/usr",
      [
        "/usr/bin/calrender", "/usr/share/bash-completion/completions/calrender",
        "/usr/share/fish/vendor_completions.d/calrender.fish", "/usr/share/man/man1/calrender.1",
        "/usr/share/zsh/vendor-completions/_calrender",
      ]
    ),
    (
      "/usr/local",
      [
        "/usr/local/bin/calrender", "/usr/local/share/bash-completion/completions/calrender",
        "/usr/local/share/fish/vendor_completions.d/calrender.fish", "/usr/local/share/man/man1/calrender.1",
        "/usr/local/share/zsh/site-functions/_calrender",
      ]
    ),
  ])
  func installAndUninstall(prefix: String, expected: [String]) throws {
    let binary = try #require(TestSupport.binary(), "calrender is built by swift test")
    let stage = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-install-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: stage) }
    let common = ["BIN=\(binary.path)", "DESTDIR=\(stage.path)", "PREFIX=\(prefix)"]
    let install = try Self.make(["install"] + common)
    #expect(install.status == 0, "\(install.stderr)")
    #expect(Self.files(under: stage) == expected)
    // The installed files are the committed ones, and the binary runs from its new place.
    let installedPage = try String(contentsOf: stage.appendingPathComponent(expected[3]), encoding: .utf8)
    let committedPage = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/calrender.1"), encoding: .utf8)
    #expect(installedPage == committedPage)
    let version = try TestSupport.run(stage.appendingPathComponent(expected[0]), ["--version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("calrender "))
    if prefix == "/usr" { try Self.expectToolsFindThem(stage: stage) }
    let uninstall = try Self.make(["uninstall"] + common)
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    #expect(Self.files(under: stage).isEmpty)
  }

  /// Debian's tools find the staged files where they look under /usr (XDG_DATA_DIRS and MANPATH
  /// pointed at the stage): bash-completion's loader, fish's vendor directory, man, zsh's fpath.
  static func expectToolsFindThem(stage: URL) throws {
    let share = stage.appendingPathComponent("usr/share").path
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("calrender-home-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = [
      "PATH": stage.appendingPathComponent("usr/bin").path + ":/usr/bin:/bin", "XDG_DATA_DIRS": share,
      "MANPATH": share + "/man", "HOME": home.path, "LANG": "C.UTF-8",
    ]
    let bash = try TestSupport.run(
      URL(fileURLWithPath: "/bin/bash"),
      [
        "-c",
        "source /usr/share/bash-completion/bash_completion; __load_completion calrender; complete -p calrender",
      ], environment: environment)
    #expect(bash.stdout == "complete -F _calrender calrender\n", "\(bash.stderr)")
    let fish = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/fish"), ["-c", "complete -C 'calrender --time-zone Asia/Seo'"],
      environment: environment)
    #expect(fish.stdout.hasPrefix("Asia/Seoul\t"), "\(fish.stderr)")
    let man = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/man"), ["-w", "calrender"], environment: environment)
    #expect(man.stdout == share + "/man/man1/calrender.1\n", "\(man.stderr)")
    let zsh = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/zsh"),
      [
        "-f",
        TestSupport.packageRoot.appendingPathComponent("Tests/CalRenderCLITests/Fixtures/completion/zsh-complete.zsh")
          .path,
        share + "/zsh/vendor-completions", "calrender --cal",
      ], environment: environment)
    #expect(zsh.stdout == "--calendar\n", "\(zsh.stderr)")
  }
}
