import FuzzSupport
import SavedPages

// The fuzz target FuzzWebArchive: docs/fuzzing.md. Its logic is SavedPageFuzzing in SavedPages.

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzInput.run(data, size, check)
}

private func check(_ bytes: [UInt8]) -> String? {
  SavedPageFuzzing.check(bytes, as: .webArchive)
}

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzWebArchive FILE-OR-FOLDER...`.
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
