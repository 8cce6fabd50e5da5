import ExtensionBundles
import FuzzSupport

// The fuzz target FuzzPredicate: docs/fuzzing.md. Its logic is PredicateFuzzing in ExtensionBundles.

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzInput.run(data, size, check)
}

private func check(_ bytes: [UInt8]) -> String? {
  PredicateFuzzing.check(bytes)
}

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzPredicate FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    #if FUZZING
      FuzzInput.runLibFuzzer(fuzz)
    #else
      FuzzInput.replay(CommandLine.arguments, check)
    #endif
  }
}
