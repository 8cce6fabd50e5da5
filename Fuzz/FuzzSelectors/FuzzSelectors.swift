import FuzzSupport
import HTMLParsing

// The fuzz target FuzzSelectors: docs/fuzzing.md. Its logic is SelectorFuzzing in HTMLParsing.

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzInput.run(data, size, check)
}

private func check(_ bytes: [UInt8]) -> String? {
  SelectorFuzzing.check(bytes)
}

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzSelectors FILE-OR-FOLDER...`.
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
