#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process's resident set size, read from `/proc/PID/statm` (its second field, in pages).
///
/// See [proc_pid_statm(5)](https://man7.org/linux/man-pages/man5/proc_pid_statm.5.html). The
/// pool polls it while a case runs: resident memory, not address space, because JavaScriptCore
/// reserves far more virtual memory than it uses (so `RLIMIT_AS` would fail at start).
enum ResidentMemory {
  /// The size of a page, in bytes.
  static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// `pid`'s resident bytes, or nil when it cannot be read (no `/proc`, the process is gone).
  static func bytes(of pid: pid_t) -> Int? {
    let descriptor = open("/proc/\(pid)/statm", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    return parseStatm(buffer[..<count])
  }

  /// The resident bytes a `statm` line gives (`size resident shared …`, in pages).
  static func parseStatm(_ bytes: some Collection<UInt8>) -> Int? {
    let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
    guard fields.count >= 2, let pages = Int(fields[1]) else { return nil }
    return pages * pageSize
  }
}
