import CalRenderTestSupport
import Foundation
import Testing

/// Issue 28, items 7 and 8: `-o` follows a symbolic link only where the kernel's
/// protected_symlinks rule would (whatever /proc/sys/fs/protected_symlinks says: this machine has
/// it off), and a link to a descriptor is that descriptor, written in place.
@Suite("output links")
struct OutputLinkTests {
  static func binary() throws -> URL { try #require(TestSupport.binary(), "calrender is built by swift test") }
  static let nobody: uid_t = 65_534

  /// A folder of its own with `mode` (1777 is /tmp's) and owner.
  static func folder(mode: mode_t, owner: uid_t = 0) throws -> String {
    let path = try OutputRobustnessTests.scratch("folder")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try #require(chmod(path, mode) == 0 && chown(path, owner, 0) == 0, "needs root (the tests run as root)")
    return path
  }

  /// A root-only file, as /etc/shadow is, and a link to it owned by `linkOwner` in `folder`.
  static func plant(in folder: String, linkOwner: uid_t) throws -> (target: String, link: String) {
    let target = try OutputRobustnessTests.scratch("secret")
    try "secret\n".write(toFile: target, atomically: false, encoding: .utf8)
    #expect(chmod(target, 0o600) == 0)
    let link = folder + "/out.txt"
    #expect(symlink(target, link) == 0)
    #expect(lchown(link, linkOwner, linkOwner) == 0)
    return (target, link)
  }

  @Test("a link another user planted in a sticky world-writable folder is refused (exit 73)")
  func plantedLinkIsRefused() throws {
    let (target, link) = try Self.plant(in: try Self.folder(mode: 0o1777), linkOwner: Self.nobody)
    let result = try TestSupport.run(try Self.binary(), ["--today", "none", "-o", link, "2", "2024"])
    #expect(result.status == 73)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("sticky world-writable"), "\(result.stderr)")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "secret\n")
  }

  @Test("a dangling planted link creates nothing where it points")
  func plantedDanglingLinkCreatesNothing() throws {
    let folder = try Self.folder(mode: 0o1777)
    let private_ = try Self.folder(mode: 0o700)
    let link = folder + "/out.txt"
    #expect(symlink(private_ + "/created", link) == 0)
    #expect(lchown(link, Self.nobody, Self.nobody) == 0)
    let result = try TestSupport.run(try Self.binary(), ["--today", "none", "-o", link, "2", "2024"])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: private_ + "/created"))
  }

  /// The rule's two exceptions, and a folder it does not cover: the link is followed, the
  /// target written (and still the link's target: the link is not replaced).
  @Test(
    "followed when the caller or the folder's owner owns the link, or the folder is not sticky",
    arguments: [
      (mode_t(0o1777), uid_t(0), uid_t(0)), (0o1777, 65_534, 65_534), (0o0777, 0, 65_534), (0o1775, 0, 65_534),
    ])
  func followedWhereTheRuleAllows(mode: mode_t, folderOwner: uid_t, linkOwner: uid_t) throws {
    let (target, link) = try Self.plant(in: try Self.folder(mode: mode, owner: folderOwner), linkOwner: linkOwner)
    let result = try TestSupport.run(try Self.binary(), ["--today", "none", "-o", link, "2", "2024"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("February 2024"))
    var info = stat()
    #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
  }

  /// `ln -s /proc/self/fd/1 out; (echo before; calrender -o out 2 2024; echo after) > log`: the
  /// link is the shell's standard output, written in place, so the log keeps every line; likewise
  /// a link to /dev/fd/N, and another process's /proc/PID/fd/N (the shell's, from its child).
  @Test(arguments: ["/proc/self/fd/1", "/dev/fd/1", "/dev/stdout", "PARENT"])
  func aLinkToADescriptorIsWrittenInPlace(linkTarget: String) throws {
    let folder = try Self.folder(mode: 0o755)
    let log = folder + "/log", link = folder + "/out"
    let script =
      linkTarget == "PARENT"
      ? "ln -s /proc/$$/fd/1 \"$1\"; echo before; \"$0\" --today none -o \"$1\" 2 2024; echo after"
      : "ln -s \(linkTarget) \"$1\"; echo before; \"$0\" --today none -o \"$1\" 2 2024; echo after"
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "exec > \"$2\"; " + script, try Self.binary().path, link, log])
    #expect(result.status == 0, "\(result.stderr)")
    let written = try String(contentsOfFile: log, encoding: .utf8)
    #expect(written.hasPrefix("before\n"), "\(written)")
    #expect(written.contains("February 2024"))
    #expect(written.hasSuffix("after\n"), "\(written)")
    var info = stat()
    #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
  }
}
