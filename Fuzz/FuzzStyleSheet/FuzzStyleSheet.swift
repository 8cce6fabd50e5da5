import DOM
import FuzzChecks
import FuzzSupport

// The fuzz target FuzzStyleSheet: docs/fuzzing.md. Its logic is StyleSheetFuzzing in Fuzz/Checks.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzStyleSheet FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { StyleSheetFuzzing.check($0) }
  }
}
