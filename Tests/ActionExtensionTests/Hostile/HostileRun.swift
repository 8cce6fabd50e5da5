import ActionExtension
import Foundation
import JSCore
import SavedPages
import Testing

/// What the hostile-script suites (issue 8, "Hostile scripts") share: a small page, small
/// limits so that every case ends quickly, and the process's resident memory.
///
/// Each case runs a real script through ``PreprocessingRunner`` and checks that the run
/// returns, that the report carries the diagnostic the hostile behaviour calls for, and (for
/// memory bombs) that resident memory comes back once the runtime is gone.
enum HostileRun {
  /// Whether this test process runs under AddressSanitizer or ThreadSanitizer (their runtime
  /// is linked in): some limits are then reached in another order.
  static let isSanitized: Bool = {
    guard let handle = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(handle) }
    return dlsym(handle, "__asan_init") != nil || dlsym(handle, "__tsan_init") != nil
  }()

  /// The page every case runs over.
  static let page = SavedPageLoader.load(
    text: """
      <!DOCTYPE html><html><head><title>Hostile</title></head>
      <body><p id="a">Alpha</p><p id="b">Beta</p></body></html>
      """, url: "https://example.com/hostile.html")

  /// Runs `script` with small limits: one second of CPU per script execution, two seconds of
  /// event-loop time for `run()` and for `finalize()`.
  static func run(
    _ script: String, handler: any RequestHandler = EchoHandler(),
    configure: (inout RunOptions) -> Void = { _ in }
  ) -> RunReport {
    var options = RunOptions()
    options.scriptTimeLimit = 1
    options.runTimeout = 2_000
    options.finalizeTimeout = 2_000
    configure(&options)
    return PreprocessingRunner(options: options).run(page: page, script: script, handler: handler)
  }

  /// A preprocessing file whose `run(a)` is `run` and whose `finalize(arg)` is `finalize`.
  static func script(run: String, finalize: String = "") -> String {
    """
    var ExtensionPreprocessingJS = {
      run: function (a) {
        \(run)
      },
      finalize: function (arg) {
        \(finalize)
      }
    };
    """
  }

  /// The codes of the report's diagnostics, for failure messages.
  static func codes(_ report: RunReport) -> String {
    report.diagnostics.map { "\($0.code): \($0.message)" }.joined(separator: "\n")
  }

  /// The process's resident memory in bytes (`/proc/self/statm`, second field, in pages).
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Runs `body` (which must let go of its runtime before returning) and gives how much
  /// resident memory grew across it, in MiB. Freed heap that the C allocator keeps is given
  /// back first (`malloc_trim`), as a long-running process's allocator would reuse it.
  ///
  /// JavaScriptCore's allocator returns the pages of a destroyed virtual machine from a
  /// background scavenger, a fraction of a second later: the figure is read again every
  /// 100 ms, for up to `seconds`, until it is at most `settled`.
  static func residentGrowth(
    settlingTo settled: Double = 0, within seconds: Double = 3, _ body: () -> Void
  ) -> Double {
    trim()
    let before = residentBytes()
    body()
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while true {
      trim()
      let growth = Double(residentBytes() - before) / 1_048_576
      if growth <= settled || ContinuousClock.now >= deadline { return growth }
      usleep(100_000)
    }
  }

  /// glibc's `malloc_trim(0)` (looked up at run time: `<malloc.h>` is not in the Glibc
  /// module), which returns freed heap pages to the system.
  private static func trim() {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
    typealias MallocTrim = @convention(c) (Int) -> Int32
    _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
  }
}
