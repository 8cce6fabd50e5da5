import FuzzChecks
import FuzzSupport
import HTMLParsing

// The fuzz target FuzzSelectors: docs/fuzzing.md. Its logic is SelectorFuzzing in Fuzz/Checks.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzSelectors FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { SelectorFuzzing.check($0) }
  }
}
