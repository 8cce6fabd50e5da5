import ExtensionBundles
import FuzzChecks
import FuzzSupport

// The fuzz target FuzzPredicate: docs/fuzzing.md. Its logic is PredicateFuzzing in Fuzz/Checks.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzPredicate FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { PredicateFuzzing.check($0) }
  }
}
