import Foundation

/// A child process started with posix_spawn, an empty signal mask and every disposition the
/// default (a test that wants some ignored starts a shell that ignores them). Foundation's Process passes on the spawning thread's mask, and
/// the test runner's threads block nearly every signal: a child started so never sees a SIGHUP or
/// SIGTERM sent to it, and a test of what a signal does could not fail.
struct SpawnedProcess {
  let pid: pid_t

  /// Starts `executable` with standard output and standard error to `stdoutPath`/`stderrPath`
  /// (standard input from /dev/null).
  init(
    _ executable: String, _ arguments: [String], environment: [String: String], stdoutPath: String = "/dev/null",
    stderrPath: String = "/dev/null"
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
    pid = child
  }

  /// The exit status (or 128 + the signal that ended it) once it has ended, or nil if it is still
  /// running after `timeout` seconds, when it is killed (SIGKILL).
  func wait(timeout: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while Date() < deadline {
      if waitpid(pid, &status, WNOHANG) == pid { return Self.decoded(status) }
      usleep(5_000)
    }
    kill(pid, SIGKILL)
    waitpid(pid, &status, 0)
    return nil
  }

  /// Whether it has ended (reaping it), with its status.
  func ended() -> Int32? {
    var status: Int32 = 0
    return waitpid(pid, &status, WNOHANG) == pid ? Self.decoded(status) : nil
  }

  static func decoded(_ status: Int32) -> Int32 {
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (macros).
    status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
