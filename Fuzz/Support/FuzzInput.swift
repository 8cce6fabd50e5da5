import Foundation

/// What every fuzz target's two entry points share: libFuzzer's `LLVMFuzzerTestOneInput`
/// (fuzz builds, `-DFUZZING`) and the replay driver (normal builds), which runs the same check
/// on files given as arguments — to replay a crash input or a corpus. docs/fuzzing.md.
public enum FuzzInput {
  /// libFuzzer's signature for the function under test (`LLVMFuzzerTestOneInput`).
  public typealias FuzzEntry = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  /// The check of this process's fuzz target, set once by ``main(_:)`` before any input.
  nonisolated(unsafe) fileprivate static var targetCheck: (([UInt8]) -> String?)?

  /// The `main` of every fuzz target. Fuzz builds (`-DFUZZING`): hands the command line to
  /// libFuzzer's driver, which feeds its inputs to `check`. Normal builds: the replay driver,
  /// `<Target> FILE-OR-FOLDER...`, which runs `check` on the files.
  public static func main(_ check: @escaping ([UInt8]) -> String?) -> Never {
    targetCheck = check
    #if FUZZING
      runLibFuzzer(fuzzerTestOneInput)
    #else
      replay(CommandLine.arguments, check)
    #endif
  }

  /// Runs `check` on libFuzzer's input; a finding is printed and the process aborts, so that
  /// libFuzzer records the input as a crash.
  public static func run(
    _ data: UnsafePointer<UInt8>?, _ size: Int, _ check: ([UInt8]) -> String?
  ) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let finding = check(bytes) {
      printError("fuzz finding: \(finding)")
      abort()
    }
    return 0
  }

  #if FUZZING
    /// The `main` of fuzz builds: hands the command line to libFuzzer's driver with `entry` as
    /// the function under test, and exits with its status.
    ///
    /// SwiftPM links every executable with `main` aliased to the module's own entry point
    /// (`<Module>_main`, made from `@main`), so libFuzzer's `main` cannot be used; its
    /// `LLVMFuzzerRunDriver` does the same work. https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library
    public static func runLibFuzzer(_ entry: @escaping FuzzEntry) -> Never {
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(libFuzzerRunDriver(&argc, &argv, entry))
    }
  #endif

  /// The replay driver: runs `check` on each file named in `arguments` (folders: every file in
  /// them), prints one line per file, and exits 1 if any has a finding, 2 on a usage error.
  public static func replay(_ arguments: [String], _ check: ([UInt8]) -> String?) -> Never {
    let name = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "fuzz"
    let paths = arguments.dropFirst().flatMap(files(in:))
    guard !paths.isEmpty else {
      printError("usage: \(name) FILE-OR-FOLDER...  (replays inputs through the fuzz check)")
      exit(2)
    }
    var findings = 0
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        printError("\(path): cannot be read")
        findings += 1
        continue
      }
      if let finding = check([UInt8](data)) {
        print("\(path): FINDING: \(finding)")
        findings += 1
      } else {
        print("\(path): ok")
      }
    }
    exit(findings == 0 ? 0 : 1)
  }

  /// `path` itself, or the files directly in it when it is a folder (sorted, hidden ones left
  /// out).
  static func files(in path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue,
      let names = try? FileManager.default.contentsOfDirectory(atPath: path)
    else { return [path] }
    return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
  }

  private static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// libFuzzer's entry point (`LLVMFuzzerTestOneInput`): the check ``FuzzInput/main(_:)`` was
/// given.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzInput.run(data, size) { bytes in FuzzInput.targetCheck?(bytes) }
}

#if FUZZING
  /// libFuzzer's driver, for programs that have their own `main`; present in fuzz builds only
  /// (`-sanitize=fuzzer` links the runtime).
  @_silgen_name("LLVMFuzzerRunDriver")
  private func libFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ entry: FuzzInput.FuzzEntry
  ) -> CInt
#endif
